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

export interface CategoryTint {
  background: Rgb
  text: Rgb
  border: Rgb
}

/**
 * A badge tinted with the category's colour: a pale opaque wash of it as background (so it
 * reads the same on light and dark pages) and the colour itself, darkened just enough to
 * reach 4.5:1 against that wash, as text.
 */
export function categoryTint(hex: string): CategoryTint {
  const base = parseHex(hex) ?? FALLBACK
  const background = mix(WHITE, base, 0.14)
  let text = base
  for (let share = 0.05; contrastRatio(text, background) < MIN_TEXT_CONTRAST; share += 0.05)
    text = mix(base, BLACK, Math.min(share, 1))
  return { background, text, border: mix(WHITE, base, 0.3) }
}

export function categoryBadgeStyle(hex: string) {
  const tint = categoryTint(hex)
  return {
    backgroundColor: toCss(tint.background),
    color: toCss(tint.text),
    borderColor: toCss(tint.border),
  }
}
