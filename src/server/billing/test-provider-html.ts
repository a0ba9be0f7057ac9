import { PaidTierSchema } from '#src/contract/billing'
import { PLANS, type PlanTier } from '#src/contract/plans'
import { dateTimeFormat, numberFormat } from '#src/i18n/format-intl'
import type { SubscriptionSnapshot } from './billing-provider'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

// Inline styles only (the CSP allows them); no script at all, forms are plain POSTs.
const STYLE = `body{font-family:system-ui,sans-serif;background:#f6f5fb;color:#1f1d2b;margin:0}
main{max-width:28rem;margin:4rem auto;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 4px 24px #0001}
.banner{background:#fff4d6;border:1px solid #e9c46a;border-radius:.5rem;padding:.75rem;font-size:.9rem;margin-bottom:1.5rem}
h1{font-size:1.4rem;margin:0 0 .5rem}.price{font-size:2rem;font-weight:700;margin:1rem 0}
button{width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#6d4bd8;color:#fff;font-size:1rem;cursor:pointer;margin-top:.5rem}
button.secondary{background:#ece9f7;color:#1f1d2b}a{color:#6d4bd8}form{margin:0}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>
<p class="banner" role="note"><strong>Test mode</strong>: this is Cadence's local test payment page. No real charge is made and no card is needed.</p>
${body}</main></body></html>`
}

export function checkoutPage(checkoutId: string, tier: PlanTier): string {
  const plan = PLANS[tier]
  return page(
    `Test checkout: Cadence ${plan.name}`,
    `<h1>Cadence ${escapeHtml(plan.name)}</h1><p>${escapeHtml(plan.description)}</p>
<p class="price">${escapeHtml(plan.price)} <small>${escapeHtml(plan.period)}</small></p>
<form method="post" action="/billing/test-checkout/${encodeURIComponent(checkoutId)}">
<button type="submit">Pay ${escapeHtml(plan.price)} (test mode)</button></form>
<p><a href="/account-settings">Cancel and return to Cadence</a></p>`,
  )
}

export function checkoutDonePage(): string {
  return page(
    'Test checkout',
    '<h1>This checkout is closed</h1><p><a href="/dashboard">Return to Cadence</a></p>',
  )
}

export function portalPage(subscription: SubscriptionSnapshot | null): string {
  if (!subscription || subscription.tier === 'free') {
    return page(
      'Test billing portal',
      '<h1>Billing portal</h1><p>You have no paid subscription yet.</p><p><a href="/account-settings">Return to Cadence</a></p>',
    )
  }
  const plan = PLANS[subscription.tier]
  const cancelled = subscription.status === 'cancelled'
  const switches = PaidTierSchema.options
    .filter((tier) => tier !== subscription.tier)
    .map(
      (tier) =>
        `<form method="post" action="/billing/test-portal"><input type="hidden" name="action" value="${tier}">
<button type="submit" class="secondary">Switch to ${escapeHtml(PLANS[tier].name)} (${escapeHtml(PLANS[tier].price)} ${escapeHtml(PLANS[tier].period)})</button></form>`,
    )
    .join('')
  const actions = cancelled
    ? '<p>This subscription is cancelled.</p>'
    : `${switches}<form method="post" action="/billing/test-portal"><input type="hidden" name="action" value="cancel">
<button type="submit">Cancel subscription</button></form>`
  return page(
    'Test billing portal',
    `<h1>Billing portal</h1><p>Current plan: <strong>Cadence ${escapeHtml(plan.name)}</strong> (${cancelled ? 'cancelled' : 'active'})</p>
${actions}<p><a href="/account-settings">Return to Cadence</a></p>`,
  )
}

export interface TestInvoiceView {
  id: string
  description: string
  status: string
  amount: number
  currency: string
  createdAt: Date
  billedTo: { name: string; email: string }
}

const money = (amount: number, currency: string) =>
  numberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  )
const day = (date: Date) =>
  dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date)

function invoiceTable(invoice: TestInvoiceView): string {
  const total = escapeHtml(money(invoice.amount, invoice.currency))
  return `<table style="width:100%;border-collapse:collapse;margin:1rem 0">
<thead><tr><th scope="col" style="text-align:left;border-bottom:1px solid #ddd;padding:.5rem 0">Description</th>
<th scope="col" style="text-align:right;border-bottom:1px solid #ddd;padding:.5rem 0">Amount</th></tr></thead>
<tbody><tr><td style="padding:.5rem 0">${escapeHtml(invoice.description)}</td><td style="text-align:right">${total}</td></tr></tbody>
<tfoot><tr><th scope="row" style="text-align:left;border-top:1px solid #ddd;padding:.5rem 0">Total</th>
<td style="text-align:right;border-top:1px solid #ddd;font-weight:700">${total}</td></tr></tfoot></table>`
}

function billedTo({ name, email }: TestInvoiceView['billedTo']): string {
  return `<p><strong>Billed to</strong><br>${name ? `${escapeHtml(name)}<br>` : ''}${escapeHtml(email)}</p>`
}

/** The test provider's invoice, as Stripe's hosted invoice page would show it. */
export function invoicePage(invoice: TestInvoiceView): string {
  return page(
    `Invoice ${invoice.id}`,
    `<h1>Invoice</h1><p>Number <code>${escapeHtml(invoice.id)}</code><br>Issued ${escapeHtml(day(invoice.createdAt))}<br>Status: <strong>${escapeHtml(invoice.status)}</strong></p>
<p><strong>From</strong><br>Cadence (test mode)</p>${billedTo(invoice.billedTo)}${invoiceTable(invoice)}
<p><a href="/billing/test-receipt/${encodeURIComponent(invoice.id)}">Receipt</a> · <a href="/account-settings">Return to Cadence</a></p>`,
  )
}

/** The test provider's receipt of a paid invoice. */
export function receiptPage(invoice: TestInvoiceView): string {
  const paid = invoice.status === 'Paid'
  return page(
    `Receipt for ${invoice.id}`,
    `<h1>${paid ? 'Receipt' : 'No payment yet'}</h1>
<p>${paid ? `Paid ${escapeHtml(money(invoice.amount, invoice.currency))} on ${escapeHtml(day(invoice.createdAt))} with the test provider (no card, no real charge).` : 'This invoice has not been paid, so it has no receipt.'}</p>
<p>Invoice <code>${escapeHtml(invoice.id)}</code></p>${billedTo(invoice.billedTo)}${paid ? invoiceTable(invoice) : ''}
<p><a href="/billing/test-invoice/${encodeURIComponent(invoice.id)}">Invoice</a> · <a href="/account-settings">Return to Cadence</a></p>`,
  )
}
