export const PRICING_TITLE = 'Plans and pricing · Cadence'
