// Two tabs may be signed in at once (the confirmation link's landing and the page left open
// after sign-up): the first to claim the redirect goes to checkout, the other stays put.
const CLAIM_MS = 10 * 60_000
const keyFor = (userId: string) => `cadence.payment-redirect.${userId}`

export function claimPaymentRedirect(userId: string): boolean {
  try {
    const previous = Number(window.localStorage.getItem(keyFor(userId)))
    if (previous && Date.now() - previous < CLAIM_MS) return false
    window.localStorage.setItem(keyFor(userId), String(Date.now()))
  } catch {
    // Storage disabled: this tab alone decides, still once thanks to the hook's own guard.
  }
  return true
}

export function releasePaymentRedirect(userId: string): void {
  try {
    window.localStorage.removeItem(keyFor(userId))
  } catch {
    // Nothing stored, nothing to clear.
  }
}
