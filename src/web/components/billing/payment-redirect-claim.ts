// Two tabs may be signed in at once (the confirmation link's landing and the page left open
// after sign-up): the tab opened from the link goes to checkout; the tab where the sign-up
// happened says where the checkout went. A claim keeps it to one checkout across tabs.
const CLAIM_MS = 10 * 60_000
const keyFor = (userId: string) => `cadence.payment-redirect.${userId}`

export function claimPaymentRedirect(userId: string, options: { force?: boolean } = {}): boolean {
  try {
    const previous = Number(window.localStorage.getItem(keyFor(userId)))
    if (!options.force && previous && Date.now() - previous < CLAIM_MS) return false
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

// Held in memory: the page left open after sign-up keeps it, while the mailed link always
// lands with a fresh page load (in a new tab, or in this one) and starts without it.
let signedUpHere = false

/** Marks this page as the one the sign-up form was sent from. */
export function rememberSignUpInThisTab(): void {
  signedUpHere = true
}

export function signedUpInThisTab(): boolean {
  return signedUpHere
}
