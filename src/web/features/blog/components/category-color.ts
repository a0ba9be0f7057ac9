type Rgb = [number, number, number]

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) return null
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ]
}

const mix = (a: Rgb, b: Rgb, share: number): Rgb =>
  a.map((value, i) => Math.round(value * (1 - share) + (b[i] ?? 0) * share)) as Rgb

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

const toCss = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`
const WHITE: Rgb = [255, 255, 255]
const BLACK: Rgb = [0, 0, 0]
/** WCAG AA for small text. */
export const MIN_TEXT_CONTRAST = 4.5
const FALLBACK: Rgb = [99, 102, 241]

/** The dark theme's surface, near oklch(0.21 0.025 280). */
const DARK_SURFACE: Rgb = [28, 27, 40]

export interface CategoryTint {
  background: Rgb
  text: Rgb
  border: Rgb
}

export type ColorScheme = 'light' | 'dark'

/**
 * A badge tinted with the category's colour: an opaque wash of it as background and the
 * colour itself, darkened (light theme) or lightened (dark theme) just enough to reach 4.5:1
 * against that wash, as text.
 */
export function categoryTint(hex: string, scheme: ColorScheme = 'light'): CategoryTint {
  const base = parseHex(hex) ?? FALLBACK
  const page = scheme === 'light' ? WHITE : DARK_SURFACE
  const towards = scheme === 'light' ? BLACK : WHITE
  const background = mix(page, base, scheme === 'light' ? 0.14 : 0.22)
  let text = base
  for (let share = 0.05; contrastRatio(text, background) < MIN_TEXT_CONTRAST; share += 0.05)
    text = mix(base, towards, Math.min(share, 1))
  return { background, text, border: mix(page, base, scheme === 'light' ? 0.3 : 0.45) }
}

/** CSS variables for both themes; the badge's classes pick the pair for the reader's theme. */
export function categoryBadgeStyle(hex: string): Record<string, string> {
  const light = categoryTint(hex, 'light')
  const dark = categoryTint(hex, 'dark')
  return {
    '--tint-bg': toCss(light.background),
    '--tint-fg': toCss(light.text),
    '--tint-border': toCss(light.border),
    '--tint-bg-dark': toCss(dark.background),
    '--tint-fg-dark': toCss(dark.text),
    '--tint-border-dark': toCss(dark.border),
  }
}

export const categoryBadgeClasses =
  'border-(--tint-border) bg-(--tint-bg) text-(--tint-fg) dark:border-(--tint-border-dark) dark:bg-(--tint-bg-dark) dark:text-(--tint-fg-dark)'
