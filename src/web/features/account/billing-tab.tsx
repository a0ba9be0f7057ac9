/** Placeholder until the Billing tab (current plan and history) lands. */
export function BillingTab() {
  return <p className="text-muted-foreground">Billing settings coming soon.</p>
}
