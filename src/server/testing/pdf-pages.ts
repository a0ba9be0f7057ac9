// Reads a PDF report back for the tests: its text through poppler's pdftotext, page by page,
// and where the words of its first page stand.

import { execFileSync } from 'node:child_process'
import { expect } from 'vitest'
import type { ExportItem, ExportReport } from '#src/contract/exports'
import type { AppLocale } from '#src/i18n/locales'
import { exportPdf } from '../exports/export-pdf'

export function report(items: ExportItem[], overrides: Partial<ExportReport> = {}): ExportReport {
  return {
    title: 'Our year in rhythm',
    months: null,
    sections: ['summary', 'monthly', 'responses', 'anomalies'],
    items,
    createdAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  }
}

/** The PDF of a report; poppler's tools below read it from their standard input. */
export async function pdfOf(input: ExportReport, locale?: AppLocale): Promise<Uint8Array> {
  const pdf = await exportPdf(input, locale)
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
  return pdf
}

/**
 * The PDF's text through poppler's pdftotext, one string per page. With `layout: false` it
 * reads in reading order without keeping columns, which suits right-to-left text: the layout
 * mode sets the vowel marks above a letter on lines of their own.
 */
export async function pagesOf(
  input: ExportReport,
  locale?: AppLocale,
  { layout = true } = {},
): Promise<string[]> {
  const pdf = await pdfOf(input, locale)
  const all = execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  })
  // pdftotext ends every page with a form feed; around right-to-left lines it writes
  // embedding marks, which no assertion needs.
  return all
    .replace(/[\u202a-\u202e]/g, '')
    .split('\f')
    .filter((page) => page.trim().length > 0)
}

/** Where pdftotext finds each word on the first page: its left and right edges in points. */
export function wordBoxes(pdf: Uint8Array): { word: string; xMin: number; xMax: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  })
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g),
  ].map(([, xMin, xMax, word]) => ({ word: word ?? '', xMin: Number(xMin), xMax: Number(xMax) }))
}

/**
 * Arabic as pdftotext reads it back. Lam and alef are drawn as one glyph, whose two letters
 * poppler gives back swapped in right-to-left text (it does the same for Chromium's PDFs).
 */
export const asPopplerReads = (arabic: string) => arabic.replace(/ل([اأإآ])/g, '$1ل')
