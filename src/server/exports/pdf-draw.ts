import type PDFDocument from 'pdfkit'
import { type Direction, hasRightToLeft, layoutText } from './pdf-bidi'
import { FACES, type Face, fontData, fontName, runsOf, WEIGHTS, type Weight } from './pdf-fonts'
import { COLORS, PAGE } from './pdf-theme'

// Text and shape primitives over pdfkit, so the sections never pick a font or a side
// themselves. The sections place things from the start of a line, as in a left-to-right
// report; in a right-to-left report the primitives mirror each x across the page (and the
// start of a text is its right edge), except inside `unmirrored` blocks such as the chart.

// @types/pdfkit types the module's value as the document interface itself.
export type Doc = typeof PDFDocument

interface Layout {
  direction: Direction
  /** False inside an `unmirrored` block. */
  mirrored: boolean
}
const layouts = new WeakMap<Doc, Layout>()
const layoutOf = (doc: Doc): Layout => layouts.get(doc) ?? { direction: 'ltr', mirrored: false }

/** Registers the fonts and sets the report's direction. */
export function prepare(doc: Doc, direction: Direction = 'ltr'): void {
  for (const weight of WEIGHTS) {
    for (const face of FACES) doc.registerFont(fontName(weight, face), fontData(weight, face))
  }
  layouts.set(doc, { direction, mirrored: direction === 'rtl' })
}

export const isRightToLeft = (doc: Doc) => layoutOf(doc).direction === 'rtl'

/** Draws `draw` with x running left to right even in a right-to-left report (the chart). */
export function unmirrored(doc: Doc, draw: () => void): void {
  const layout = layoutOf(doc)
  const { mirrored } = layout
  layout.mirrored = false
  try {
    draw()
  } finally {
    layout.mirrored = mirrored
  }
}

/** The page's left edge of a block placed at `x` from the start of the line, `width` wide. */
function left(doc: Doc, x: number, width: number): number {
  return layoutOf(doc).mirrored ? PAGE.width - x - width : x
}

export interface TextStyle {
  weight?: Weight
  size?: number
  color?: string
  width?: number
  /** 'left' is the start of the line and 'right' its end: mirrored in a right-to-left report. */
  align?: 'left' | 'center' | 'right'
  lineGap?: number
  /** Cut to one line with an ellipsis instead of wrapping. */
  oneLine?: boolean
  /** Reads left to right whatever the report's direction ('/100'). */
  leftToRight?: boolean
}

/**
 * Intl writes French and other numbers with a narrow no-break space (U+202F), which Inter's
 * subsets lack: a plain no-break space keeps the number together and has a glyph.
 */
const printable = (value: string) => value.replace(/\u202f/g, '\u00a0')

/** Writes text at (x, y), switching faces inside the text; returns the y below it. */
export function text(doc: Doc, value: string, x: number, y: number, style: TextStyle = {}): number {
  if (isRightToLeft(doc) || hasRightToLeft(value)) return bidiText(doc, value, x, y, style)
  const { weight = 400, size = 10, color = COLORS.foreground, align = 'left', lineGap = 2 } = style
  const runs = runsOf(value.length > 0 ? printable(value) : ' ')
  doc.fillColor(color).fontSize(size)
  const options: PDFKit.Mixins.TextOptions = { align, lineGap }
  if (style.width !== undefined) options.width = style.width
  if (style.oneLine)
    Object.assign(options, { lineBreak: false, ellipsis: true, height: size * 1.3 })
  runs.forEach((run, index) => {
    doc.font(fontName(weight, run.face))
    const continued = index < runs.length - 1
    if (index === 0) doc.text(run.text, x, y, { ...options, continued })
    else doc.text(run.text, { ...options, continued })
  })
  return style.oneLine ? y + size * 1.3 : doc.y
}

const measurer = (doc: Doc, weight: Weight, size: number) => (value: string, face: Face) => {
  doc.font(fontName(weight, face)).fontSize(size)
  return doc.widthOfString(value)
}

/** A line's height as pdfkit's own layout spaces Inter's lines, so both kinds match. */
function lineHeight(doc: Doc, weight: Weight, size: number, lineGap: number): number {
  return doc.font(fontName(weight, 'latin')).fontSize(size).currentLineHeight(true) + lineGap
}

/** Inter's ascender (1984 of 2048 units in every subset): pdfkit sets a line's baseline so far below its top. */
const INTER_ASCENT = 1984 / 2048

/** Text in the report's direction, laid out line by line through the bidirectional algorithm. */
function bidiText(doc: Doc, value: string, x: number, y: number, style: TextStyle): number {
  const { weight = 400, size = 10, color = COLORS.foreground, align = 'left', lineGap = 2 } = style
  const { mirrored } = layoutOf(doc)
  const direction = style.leftToRight ? 'ltr' : layoutOf(doc).direction
  // Without a width a text runs to the page's edge, as pdfkit does.
  const width = style.width ?? PAGE.width - x
  const lines = layoutText(
    printable(value.length > 0 ? value : ' '),
    { direction, maxWidth: width, oneLine: style.oneLine ?? false },
    measurer(doc, weight, size),
  )
  const side = mirrored
    ? ({ left: 'right', right: 'left', center: 'center' } as const)[align]
    : align
  const edge = left(doc, x, width)
  const step = lineHeight(doc, weight, size, lineGap)
  const baseline = INTER_ASCENT * size
  doc.fillColor(color)
  lines.forEach((line, index) => {
    const start =
      side === 'left'
        ? edge
        : side === 'right'
          ? edge + width - line.width
          : edge + (width - line.width) / 2
    for (const piece of line.pieces) {
      doc.font(fontName(weight, piece.face)).fontSize(size)
      doc.text(piece.text, start + piece.x, y + index * step + baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      })
    }
  })
  return style.oneLine ? y + size * 1.3 : y + lines.length * step
}

/** The width of one line of text in the given weight and size. */
export function textWidth(doc: Doc, value: string, weight: Weight, size: number): number {
  const measure = measurer(doc, weight, size)
  return runsOf(printable(value)).reduce((sum, run) => sum + measure(run.text, run.face), 0)
}

/** The height a wrapped text takes. */
export function textHeight(
  doc: Doc,
  value: string,
  size: number,
  width: number,
  weight: Weight = 400,
): number {
  if (isRightToLeft(doc) || hasRightToLeft(value)) {
    const { direction } = layoutOf(doc)
    const lines = layoutText(
      printable(value),
      { direction, maxWidth: width },
      measurer(doc, weight, size),
    )
    return lines.length * lineHeight(doc, weight, size, 2)
  }
  doc.font(fontName(weight, 'latin')).fontSize(size)
  return doc.heightOfString(value, { width, lineGap: 2 })
}

/** A rectangle placed from the start of the line. */
export function rect(doc: Doc, x: number, y: number, w: number, h: number, fill: string): void {
  doc.rect(left(doc, x, w), y, w, h).fill(fill)
}

export function box(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  radius = 8,
): void {
  doc.roundedRect(left(doc, x, w), y, w, h, radius).fill(fill)
}

export function outlinedBox(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  radius = 8,
): void {
  doc.roundedRect(left(doc, x, w), y, w, h, radius).fillAndStroke(COLORS.white, COLORS.border)
}

/** Clips what `draw` draws to a rounded box placed from the start of the line. */
export function clipped(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  draw: () => void,
): void {
  doc.save()
  doc.roundedRect(left(doc, x, w), y, w, h, radius).clip()
  draw()
  doc.restore()
}

export function rule(doc: Doc, x: number, y: number, w: number): void {
  const from = left(doc, x, w)
  doc
    .moveTo(from, y)
    .lineTo(from + w, y)
    .lineWidth(0.75)
    .strokeColor(COLORS.border)
    .stroke()
}
