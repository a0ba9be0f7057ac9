import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the fake received, as Stripe would see it. */
export interface RecordedRequest {
  method: string
  path: string
  /** Form fields of a POST, flattened as sent (`line_items[0][price]`), or the query of a GET. */
  params: Record<string, string>
  idempotencyKey: string | undefined
  secretKey: string | undefined
}

export interface FakeSubscriptionInput {
  id: string
  customer: string
  status: string
  price: string
  /** Seconds since the epoch, as Stripe sends it. */
  periodEnd: number
}

export interface FakeInvoiceInput {
  id: string
  customer: string
  subscription: string
  status: 'paid' | 'open' | 'uncollectible' | 'void' | 'draft'
  amount: number
  attempted?: boolean
  created: number
}

type Json = Record<string, unknown>

/**
 * A real local HTTP server speaking the slice of Stripe's API that Cadence uses. It records every
 * request and serves the objects a test put in it, so webhook handling reads "current state".
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = []
  const subscriptions = new Map<string, Json>()
  const invoices = new Map<string, Json>()
  /** Checkout sessions, oldest first. */
  const sessions = new Map<string, Json>()
  const idempotent = new Map<string, Json>()
  let counter = 0
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`

  const routes: Array<
    [string, RegExp, (m: RegExpMatchArray, p: Record<string, string>) => Json | null]
  > = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, p) => ({ id: nextId('cus'), object: 'customer', email: p.email ?? null }),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, p) => {
        const id = nextId('cs')
        const session = {
          id,
          object: 'checkout.session',
          customer: p.customer ?? null,
          status: 'open',
          created: Math.floor(Date.now() / 1000),
          metadata: Object.fromEntries(
            Object.entries(p).flatMap(([key, value]) => {
              const name = key.match(/^metadata\[(.+)\]$/)?.[1]
              return name ? [[name, value]] : []
            }),
          ),
          url: `https://checkout.stripe.test/${id}`,
        }
        sessions.set(id, session)
        return session
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions$/,
      (_m, p) => ({
        object: 'list',
        has_more: false,
        url: '/v1/checkout/sessions',
        // Newest first, as Stripe lists them.
        data: [...sessions.values()]
          .filter((s) => !p.customer || s.customer === p.customer)
          .filter((s) => !p.status || s.status === p.status)
          .reverse(),
      }),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (m) => {
        const session = sessions.get(m[1] ?? '')
        if (session?.status !== 'open') return null
        const expired = { ...session, status: 'expired', url: null }
        sessions.set(m[1] ?? '', expired)
        return expired
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, p) => {
        const id = nextId('bps')
        return {
          id,
          object: 'billing_portal.session',
          customer: p.customer ?? null,
          url: `https://billing.stripe.test/${id}`,
        }
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => subscriptions.get(m[1] ?? '') ?? null],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_m, p) => ({
        object: 'list',
        has_more: false,
        url: '/v1/subscriptions',
        data: [...subscriptions.values()].filter((s) => s.customer === p.customer).reverse(),
      }),
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (m) => invoices.get(m[1] ?? '') ?? null],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (m) => {
        const subscription = subscriptions.get(m[1] ?? '')
        if (!subscription) return null
        const cancelled = {
          ...subscription,
          status: 'canceled',
          ended_at: Math.floor(Date.now() / 1000),
        }
        subscriptions.set(m[1] ?? '', cancelled)
        return cancelled
      },
    ],
  ]

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    let body = ''
    for await (const chunk of req) body += String(chunk)
    const params = Object.fromEntries(
      req.method === 'POST' ? new URLSearchParams(body) : url.searchParams,
    )
    const idempotencyKey = req.headers['idempotency-key']
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      secretKey: req.headers.authorization?.replace(/^Bearer /, ''),
    }
    requests.push(recorded)
    const send = (status: number, json: Json) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') })
      res.end(JSON.stringify(json))
    }
    const replay = recorded.idempotencyKey && idempotent.get(recorded.idempotencyKey)
    if (replay) return send(200, replay)
    for (const [method, pattern, respond] of routes) {
      const match = url.pathname.match(pattern)
      if (method !== req.method || !match) continue
      const json = respond(match, params)
      if (!json)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such object' } })
      if (recorded.idempotencyKey) idempotent.set(recorded.idempotencyKey, json)
      return send(200, json)
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    putSubscription(input: FakeSubscriptionInput) {
      const subscription = {
        id: input.id,
        object: 'subscription',
        customer: input.customer,
        status: input.status,
        ended_at: null,
        metadata: {},
        items: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: `si_${input.id}`,
              object: 'subscription_item',
              price: { id: input.price, object: 'price' },
              current_period_end: input.periodEnd,
            },
          ],
        },
      }
      subscriptions.set(input.id, subscription)
      return subscription
    },
    putInvoice(input: FakeInvoiceInput) {
      const invoice = {
        id: input.id,
        object: 'invoice',
        customer: input.customer,
        status: input.status,
        amount_due: input.amount,
        amount_paid: input.status === 'paid' ? input.amount : 0,
        post_payment_credit_notes_amount: 0,
        attempted: input.attempted ?? input.status !== 'draft',
        currency: 'usd',
        created: input.created,
        description: null,
        hosted_invoice_url: `https://invoice.stripe.test/${input.id}`,
        invoice_pdf: `https://invoice.stripe.test/${input.id}.pdf`,
        lines: {
          object: 'list',
          has_more: false,
          data: [{ description: '1 × Cadence Base (at $4.99 / month)' }],
        },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: input.subscription },
        },
      }
      invoices.set(input.id, invoice)
      return invoice
    },
    /** The checkout sessions still open, oldest first. */
    openSessions() {
      return [...sessions.values()].filter((s) => s.status === 'open')
    },
    reset() {
      requests.length = 0
      sessions.clear()
      subscriptions.clear()
      invoices.clear()
      idempotent.clear()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
