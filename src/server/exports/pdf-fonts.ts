import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// Inter, the app's typeface, from @fontsource/inter. Fontsource splits it by script
// (latin, latin-ext, cyrillic…), so text is cut into runs, each set in the first
// subset whose unicode-range holds its characters. A character no subset has (CJK,
// emoji) is set in the latin subset and shows as an empty box: it never throws.

export type Weight = 400 | 600 | 700
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const
type Subset = (typeof SUBSETS)[number]
export const WEIGHTS: readonly Weight[] = [400, 600, 700]

const require = createRequire(import.meta.url)
const fontFile = (name: string) => require.resolve(`@fontsource/inter/files/${name}`)

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace('U+', '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)]
  })
}

let ranges: Map<Subset, [number, number][]> | null = null
function subsetRanges(): Map<Subset, [number, number][]> {
  if (!ranges) {
    const unicode: Record<string, string> = JSON.parse(
      readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8'),
    )
    ranges = new Map(SUBSETS.map((s) => [s, parseRanges(unicode[s] ?? '')]))
  }
  return ranges
}

function subsetOf(codePoint: number): Subset {
  for (const [subset, list] of subsetRanges()) {
    if (list.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset
  }
  return 'latin'
}

const files = new Map<string, Buffer>()
/** The font file of one weight and subset, read once per process. */
export function fontData(weight: Weight, subset: Subset): Buffer {
  const name = `inter-${subset}-${weight}-normal.woff`
  let data = files.get(name)
  if (!data) {
    data = readFileSync(fontFile(name))
    files.set(name, data)
  }
  return data
}

export const fontName = (weight: Weight, subset: Subset) => `Inter-${weight}-${subset}`

export interface Run {
  subset: Subset
  text: string
}

/** Cuts text into runs of one subset; spaces and punctuation stay with the run they are in. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    const last = runs[runs.length - 1]
    const shared = codePoint < 0x80 && !/[A-Za-z0-9]/.test(char)
    const subset = shared && last ? last.subset : subsetOf(codePoint)
    if (last && last.subset === subset) last.text += char
    else runs.push({ subset, text: char })
  }
  return runs
}

export { SUBSETS }
