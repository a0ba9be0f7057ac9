import type PDFDocument from 'pdfkit'
import { fontData, fontName, runsOf, SUBSETS, WEIGHTS, type Weight } from './pdf-fonts'
import { COLORS } from './pdf-theme'

// Text and shape primitives over pdfkit, so the sections never pick a font themselves.

// @types/pdfkit types the module's value as the document interface itself.
export type Doc = typeof PDFDocument

export function registerFonts(doc: Doc): void {
  for (const weight of WEIGHTS) {
    for (const subset of SUBSETS)
      doc.registerFont(fontName(weight, subset), fontData(weight, subset))
  }
}

export interface TextStyle {
  weight?: Weight
  size?: number
  color?: string
  width?: number
  align?: 'left' | 'center' | 'right'
  lineGap?: number
  /** Cut to one line with an ellipsis instead of wrapping. */
  oneLine?: boolean
}

/** Writes text at (x, y) in Inter, switching subsets inside the text; returns the y below it. */
/**
 * Intl writes French and other numbers with a narrow no-break space (U+202F), which Inter's
 * subsets lack: a plain no-break space keeps the number together and has a glyph.
 */
const printable = (value: string) => value.replace(/\u202f/g, '\u00a0')

export function text(doc: Doc, value: string, x: number, y: number, style: TextStyle = {}): number {
  const { weight = 400, size = 10, color = COLORS.foreground, align = 'left', lineGap = 2 } = style
  const runs = runsOf(value.length > 0 ? printable(value) : ' ')
  doc.fillColor(color).fontSize(size)
  const options: PDFKit.Mixins.TextOptions = { align, lineGap }
  if (style.width !== undefined) options.width = style.width
  if (style.oneLine)
    Object.assign(options, { lineBreak: false, ellipsis: true, height: size * 1.3 })
  runs.forEach((run, index) => {
    doc.font(fontName(weight, run.subset))
    const continued = index < runs.length - 1
    if (index === 0) doc.text(run.text, x, y, { ...options, continued })
    else doc.text(run.text, { ...options, continued })
  })
  return style.oneLine ? y + size * 1.3 : doc.y
}

/** The width of one line of text in the given weight and size. */
export function textWidth(doc: Doc, value: string, weight: Weight, size: number): number {
  doc.fontSize(size)
  return runsOf(printable(value)).reduce((sum, run) => {
    doc.font(fontName(weight, run.subset))
    return sum + doc.widthOfString(run.text)
  }, 0)
}

/** The height a wrapped text takes, measured in the latin subset. */
export function textHeight(
  doc: Doc,
  value: string,
  size: number,
  width: number,
  weight: Weight = 400,
): number {
  doc.font(fontName(weight, 'latin')).fontSize(size)
  return doc.heightOfString(value, { width, lineGap: 2 })
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
  doc.roundedRect(x, y, w, h, radius).fill(fill)
}

export function outlinedBox(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  radius = 8,
): void {
  doc.roundedRect(x, y, w, h, radius).fillAndStroke(COLORS.white, COLORS.border)
}

export function rule(doc: Doc, x: number, y: number, w: number): void {
  doc
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineWidth(0.75)
    .strokeColor(COLORS.border)
    .stroke()
}
