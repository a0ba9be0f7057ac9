import { PaidTierSchema } from '../../contract/billing'
import { PLANS, type PlanTier } from '../../contract/plans'
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
