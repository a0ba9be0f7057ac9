import { type Context, Hono } from 'hono'
import { PaidTierSchema } from '#src/contract/billing'
import type { AppDeps } from '../app-deps'
import { getSessionUser } from '../auth/require-user'
import { changeTestSubscription, completeTestCheckout } from '../billing/test-provider-actions'
import {
  checkoutDonePage,
  checkoutPage,
  invoicePage,
  portalPage,
  receiptPage,
  type TestInvoiceView,
} from '../billing/test-provider-html'
import {
  findTestCheckout,
  findUserInvoice,
  readUserTestSubscription,
} from '../billing/test-provider-reads'
import { notFound } from '../http/api-error'

/**
 * The local test provider's checkout and portal: server-rendered pages with plain form POSTs,
 * only when no Stripe key is set. Each page acts for the signed-in user only.
 */
export function billingTestPagesRoutes(deps: AppDeps) {
  const routes = new Hono()
  if (deps.billing.kind !== 'test') return routes
  const { db } = deps.database
  const allowedOrigins = new Set(deps.config.allowedOrigins)
  // These forms live outside /api, so they check where the POST comes from themselves (CSRF).
  // With Referrer-Policy no-referrer a browser sends `Origin: null` on a form POST; it then
  // still says same-origin in Sec-Fetch-Site, a header no page script can set.
  const sameOrigin = (c: Context) => {
    const origin = c.req.header('origin')
    if (origin && allowedOrigins.has(origin)) return true
    return (!origin || origin === 'null') && c.req.header('sec-fetch-site') === 'same-origin'
  }

  // An invoice of the signed-in user only: another user's id answers 404 like a missing one.
  const ownInvoice = async (c: Context): Promise<TestInvoiceView | Response> => {
    const user = await getSessionUser(c, deps)
    if (!user) return c.redirect('/login', 303)
    const row = await findUserInvoice(db, c.req.param('id') ?? '', user.id)
    if (!row) throw notFound()
    c.header('Cache-Control', 'no-store')
    return { ...row, billedTo: { name: user.name, email: user.email } }
  }

  return routes
    .get('/test-checkout/:id', async (c) => {
      const user = await getSessionUser(c, deps)
      if (!user) return c.redirect('/login', 303)
      const checkout = await findTestCheckout(db, c.req.param('id'), user.id)
      if (!checkout) throw notFound()
      if (checkout.status !== 'open') return c.html(checkoutDonePage())
      return c.html(checkoutPage(checkout.id, checkout.tier))
    })
    .post('/test-checkout/:id', async (c) => {
      const user = await getSessionUser(c, deps)
      if (!user || !sameOrigin(c)) return c.text('Forbidden', 403)
      const paid = await completeTestCheckout(db, c.req.param('id'), user.id)
      if (!paid) return c.html(checkoutDonePage(), 409)
      return c.redirect('/dashboard?checkout=success', 303)
    })
    .get('/test-portal', async (c) => {
      const user = await getSessionUser(c, deps)
      if (!user) return c.redirect('/login', 303)
      return c.html(portalPage(await readUserTestSubscription(db, user.id)))
    })
    .post('/test-portal', async (c) => {
      const user = await getSessionUser(c, deps)
      if (!user || !sameOrigin(c)) return c.text('Forbidden', 403)
      // A body that is not a form (or a broken multipart one) names no action.
      const form = await c.req.parseBody().catch(() => null)
      const action = form?.action
      const tier = PaidTierSchema.safeParse(action)
      const change = tier.success
        ? { tier: tier.data }
        : action === 'cancel'
          ? { cancel: true as const }
          : null
      if (!change) return c.text('Unknown action', 400)
      await changeTestSubscription(db, user.id, change)
      return c.redirect('/account-settings', 303)
    })
    .get('/test-invoice/:id', async (c) => {
      const invoice = await ownInvoice(c)
      return invoice instanceof Response ? invoice : c.html(invoicePage(invoice))
    })
    .get('/test-receipt/:id', async (c) => {
      const invoice = await ownInvoice(c)
      return invoice instanceof Response ? invoice : c.html(receiptPage(invoice))
    })
}
