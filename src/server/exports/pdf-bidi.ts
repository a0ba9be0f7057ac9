import bidiFactory from 'bidi-js'
import { type Face, runsOf } from './pdf-fonts'

// Lines of mixed-direction text, laid out for pdfkit, which sets glyphs left to right only.
// The Unicode Bidirectional Algorithm (bidi-js) gives each character its level in the
// paragraph's direction; text is wrapped at spaces in logical order, then each line is put in
// visual order and cut into pieces of one face and one direction, each drawn at its own x.
//
// pdfkit shapes through fontkit, which joins Arabic letters when given them in logical order
// and then reverses the glyphs of any run whose first letter is of a right-to-left script. So
// a piece is handed over in the order that comes out right after that reversal: an Arabic word
// in logical order, Western digits and Latin as they read. pdfkit also lays out each word of a
// string on its own and puts them side by side, so a right-to-left piece never holds a space.

export type Direction = 'ltr' | 'rtl'

export interface Piece {
  /** The text to hand to pdfkit in this face (see above for its order). */
  text: string
  face: Face
  /** From the line's left edge, in points. */
  x: number
  width: number
}

export interface Line {
  pieces: Piece[]
  width: number
}

/** The width of `text` in `face`, as pdfkit measures it at the size being laid out. */
export type Measure = (text: string, face: Face) => number

let bidi: ReturnType<typeof bidiFactory> | null = null
const algorithm = () => {
  if (!bidi) bidi = bidiFactory()
  return bidi
}

/** Letters of scripts written right to left: text holding one goes through this layout. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
export const hasRightToLeft = (text: string) => RIGHT_TO_LEFT.test(text)

/** Marks that only steer the algorithm: they have no glyph to draw. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

/** Whether fontkit reverses the glyphs of `text`: its first letter is of a right-to-left script. */
export function fontkitReverses(text: string): boolean {
  for (const char of text) if (!NEUTRAL.test(char)) return RTL_SCRIPT.test(char)
  return false
}

const reversed = (text: string) => [...text].reverse().join('')

interface Token {
  start: number
  /** Exclusive; the token's trailing spaces included. */
  end: number
  /** Without the trailing spaces. */
  textEnd: number
  width: number
  spaceWidth: number
}

/** The faces of each UTF-16 unit of `text`. */
function facesOf(text: string): Face[] {
  const faces: Face[] = []
  for (const run of runsOf(text)) for (let i = 0; i < run.text.length; i++) faces.push(run.face)
  return faces
}

function widthOf(text: string, faces: Face[], start: number, end: number, measure: Measure) {
  let width = 0
  let from = start
  for (let i = start + 1; i <= end; i++) {
    if (i === end || faces[i] !== faces[from]) {
      const piece = text.slice(from, i).replace(CONTROLS, '')
      if (piece) width += measure(piece, faces[from] ?? 'latin')
      from = i
    }
  }
  return width
}

/** Words with the spaces after them, the only places a line breaks. */
function tokensOf(text: string, faces: Face[], measure: Measure): Token[] {
  const tokens: Token[] = []
  const pattern = /[^ ]+ *| +/g
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    const end = start + match[0].length
    const textEnd = start + match[0].trimEnd().length
    tokens.push({
      start,
      end,
      textEnd,
      width: widthOf(text, faces, start, textEnd, measure),
      spaceWidth: widthOf(text, faces, textEnd, end, measure),
    })
  }
  return tokens
}

/** Logical [start, end) ranges of each line, greedy at spaces; a word too long stands alone. */
function wrap(tokens: Token[], maxWidth: number): [number, number][] {
  const lines: [number, number][] = []
  let first: Token | undefined
  let last: Token | undefined
  let width = 0
  for (const token of tokens) {
    if (first && last && width + last.spaceWidth + token.width > maxWidth) {
      lines.push([first.start, last.textEnd])
      first = undefined
    }
    width = first && last ? width + last.spaceWidth + token.width : token.width
    first ??= token
    last = token
  }
  if (first && last) lines.push([first.start, Math.max(first.start, last.textEnd)])
  return lines
}

/** One line [start, end) of `text` in visual order, cut into pieces. */
function lineOf(
  text: string,
  levels: ReturnType<ReturnType<typeof bidiFactory>['getEmbeddingLevels']>,
  faces: Face[],
  start: number,
  end: number,
  measure: Measure,
): Line {
  const pieces: Piece[] = []
  if (end <= start) return { pieces, width: 0 }
  const bidi = algorithm()
  // bidi-js answers for the whole string, reordered within the line only.
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end)
  const mirrors = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1)
  const levelOf = (index: number) => levels.levels[index] ?? 0
  // Runs of visual indices in one face, at one level, in reading order within the level.
  const groups: number[][] = []
  for (const index of order) {
    if (CONTROLS.test(text[index] ?? '')) continue
    const group = groups[groups.length - 1]
    const previous = group?.[group.length - 1]
    const odd = levelOf(index) % 2 === 1
    const space = text[index] === ' '
    const joins =
      group !== undefined &&
      previous !== undefined &&
      faces[previous] === faces[index] &&
      levelOf(previous) === levelOf(index) &&
      index === previous + (odd ? -1 : 1) &&
      // A right-to-left piece never holds a space (see above).
      (!odd || space === (text[previous] === ' '))
    if (joins) group.push(index)
    else groups.push([index])
  }
  let x = 0
  for (const group of groups) {
    const first = group[0] ?? 0
    const shown = [...group]
      .sort((a, b) => a - b)
      .map((index) => mirrors.get(index) ?? text[index])
      .join('')
    const visual = levelOf(first) % 2 === 1 ? reversed(shown) : shown
    const piece = fontkitReverses(visual) ? reversed(visual) : visual
    const face = faces[first] ?? 'latin'
    const width = measure(piece, face)
    pieces.push({ text: piece, face, x, width })
    x += width
  }
  return { pieces, width: x }
}

export interface LayoutOptions {
  direction: Direction
  /** Wrap at this width; none: one line. */
  maxWidth?: number
  /** Cut to `maxWidth` with an ellipsis instead of wrapping. */
  oneLine?: boolean
}

const ELLIPSIS = '…'

/** `text` as lines in visual order, each cut into pieces placed from the line's left edge. */
export function layoutText(text: string, options: LayoutOptions, measure: Measure): Line[] {
  const bidi = algorithm()
  const { direction, maxWidth = Number.POSITIVE_INFINITY } = options
  const faces = facesOf(text)
  const levels = bidi.getEmbeddingLevels(text, direction)
  if (options.oneLine) {
    const line = lineOf(text, levels, faces, 0, text.trimEnd().length, measure)
    if (line.width <= maxWidth) return [line]
    // Drop characters from the logical end until the rest and an ellipsis fit.
    const chars = [...text]
    while (chars.length > 1) {
      chars.pop()
      const cut = `${chars.join('').trimEnd()}${ELLIPSIS}`
      const shorter = layoutText(cut, { direction }, measure)
      if ((shorter[0]?.width ?? 0) <= maxWidth) return shorter
    }
    return layoutText(ELLIPSIS, { direction }, measure)
  }
  const tokens = tokensOf(text, faces, measure)
  return wrap(tokens, maxWidth).map(([start, end]) =>
    lineOf(text, levels, faces, start, end, measure),
  )
}
