import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'

// Inter, the app's typeface, from @fontsource/inter, and IBM Plex Sans Arabic from
// @fontsource/ibm-plex-sans-arabic for the Arabic letters Inter lacks. Fontsource splits Inter
// by script (latin, latin-ext, cyrillic…), so text is cut into runs, each set in the first face
// whose unicode-range holds its characters: an Inter subset, else Plex's Arabic subset (which
// has no Latin letters, digits or ASCII punctuation: those stay in Inter). A character no face
// has (CJK, emoji) is set in the latin subset and shows as an empty box: it never throws.
//
// Plex rather than Noto Sans Arabic: Noto draws the dots of its letters as separate glyphs with
// no character of their own, which pdfkit writes as empty entries in the font's ToUnicode map,
// and readers then take one letter for another when copying or extracting the text.

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
/** Where a character is drawn from: an Inter subset or IBM Plex Sans Arabic's Arabic subset. */
export type Face = Subset | 'arabic'
export const FACES: readonly Face[] = [...SUBSETS, 'arabic']
export const WEIGHTS: readonly Weight[] = [400, 600, 700]

const require = createRequire(import.meta.url)

type Ranges = [number, number][]

function parseRanges(text: string): Ranges {
  return text.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace('U+', '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)]
  })
}

const readRanges = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'))

let ranges: Map<Face, Ranges> | null = null
/** Inter's subsets first, in order, then the Arabic face. */
function faceRanges(): Map<Face, Ranges> {
  if (!ranges) {
    const inter = readRanges(require.resolve('@fontsource/inter/unicode.json'))
    ranges = new Map<Face, Ranges>(SUBSETS.map((s) => [s, parseRanges(inter[s] ?? '')]))
    const arabic = readRanges(require.resolve('@fontsource/ibm-plex-sans-arabic/unicode.json'))
    ranges.set('arabic', parseRanges(arabic.arabic ?? ''))
  }
  return ranges
}

const within = (list: Ranges, codePoint: number) =>
  list.some(([from, to]) => codePoint >= from && codePoint <= to)

function faceOf(codePoint: number): Face {
  for (const [face, list] of faceRanges()) if (within(list, codePoint)) return face
  return 'latin'
}

const fileOf = (weight: Weight, face: Face) =>
  face === 'arabic'
    ? `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`
    : `@fontsource/inter/files/inter-${face}-${weight}-normal.woff`

/**
 * A WOFF file as the plain OpenType font it wraps. fontkit reads WOFF itself but inflates its
 * tables in JavaScript, again for every document; Node's zlib does it once per process.
 */
export function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    }
  })
  const padded = (length: number) => (length + 3) & ~3
  let offset = 12 + 16 * count
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), offset)
  const font = Buffer.alloc(size)
  const power = 2 ** Math.floor(Math.log2(count))
  font.writeUInt32BE(woff.readUInt32BE(4), 0)
  font.writeUInt16BE(count, 4)
  font.writeUInt16BE(power * 16, 6)
  font.writeUInt16BE(Math.log2(power), 8)
  font.writeUInt16BE(count * 16 - power * 16, 10)
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    font.writeUInt32BE(table.tag, record)
    font.writeUInt32BE(table.checksum, record + 4)
    font.writeUInt32BE(offset, record + 8)
    font.writeUInt32BE(table.data.length, record + 12)
    table.data.copy(font, offset)
    offset += padded(table.data.length)
  })
  return font
}

const files = new Map<string, Buffer>()
/** The font of one weight and face, read and unwrapped once per process. */
export function fontData(weight: Weight, face: Face): Buffer {
  const name = fileOf(weight, face)
  let data = files.get(name)
  if (!data) {
    data = sfntOf(readFileSync(require.resolve(name)))
    files.set(name, data)
  }
  return data
}

export const fontName = (weight: Weight, face: Face) =>
  face === 'arabic' ? `IBMPlexSansArabic-${weight}` : `Inter-${weight}-${face}`

export interface Run {
  face: Face
  text: string
}

/** Spaces every face has, so they stay inside the run they are in. */
const SPACES = new Set([' ', '\u00a0'])

/**
 * Cuts text into runs of one face. Spaces stay with the run they are in, and so does other
 * ASCII punctuation within Inter; after Arabic letters it goes back to Inter, which has it.
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    const last = runs[runs.length - 1]
    const shared =
      SPACES.has(char) || (codePoint < 0x80 && !/[A-Za-z0-9]/.test(char) && last?.face !== 'arabic')
    const face = shared && last ? last.face : faceOf(codePoint)
    if (last && last.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}
