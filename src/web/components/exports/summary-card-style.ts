// The summary card's look: the app's design tokens (src/web/styles.css) as sRGB,
// since a canvas cannot read CSS variables in oklch everywhere.

export const CARD_SIZE = { width: 1200, height: 630 } as const

export const CARD_COLORS = {
  primary: '#4b40c6',
  primaryDeep: '#3a2ea4',
  primarySoft: '#eaedff',
  accent: '#f39762',
  accentFill: 'rgba(243, 151, 98, 0.2)',
  panel: '#ffffff',
  tile: 'rgba(255, 255, 255, 0.12)',
  glow: 'rgba(255, 255, 255, 0.06)',
  white: '#ffffff',
  whiteMuted: 'rgba(255, 255, 255, 0.75)',
  foreground: '#181928',
  mutedForeground: '#606272',
} as const

/** docs/product.md §9 score bands: green from 85, blue from 70, amber below. */
export function scoreColor(score: number): string {
  if (score >= 85) return '#1c985a'
  if (score >= 70) return '#1f7dcf'
  return '#e8a127'
}

export const CARD_FONT_FAMILY = "'Inter Variable', ui-sans-serif, system-ui, sans-serif"

export function cardFont(weight: number, size: number): string {
  return `${weight} ${size}px ${CARD_FONT_FAMILY}`
}
