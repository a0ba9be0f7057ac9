// The report's part on how the rhythm changed (docs/analysis.md §12), on a plan with it: the
// chapters with their sentences, and who starts conversations month by month with its likely
// range. Drawn by pdf-rhythm.ts after the reply times, the streak and the coverage.

import type { Rhythm } from '#src/analysis/types'
import { chapterSentence } from '#src/i18n/chapter-texts'
import { isInMonths, overlapsMonths } from './month-range'
import { box, rect, text, textHeight, textWidth } from './pdf-draw'
import { type Cursor, ensureSpace } from './pdf-page'
import { COLORS, CONTENT_WIDTH, PAGE } from './pdf-theme'

const X = PAGE.margin
const GAP = 10
const BALANCE_ROW = 15

/** A wrapped paragraph across the page. */
export function paragraph(
  cursor: Cursor,
  body: string,
  color: string = COLORS.mutedForeground,
): void {
  const { doc } = cursor
  ensureSpace(cursor, textHeight(doc, body, 9, CONTENT_WIDTH))
  cursor.y = text(doc, body, X, cursor.y, { size: 9, color, width: CONTENT_WIDTH }) + 8
}

/** A part's title and what it shows. */
function subheading(cursor: Cursor, title: string, description: string, height: number): void {
  const { doc } = cursor
  ensureSpace(cursor, 34 + height)
  text(doc, title, X, cursor.y, { weight: 700, size: 11, width: CONTENT_WIDTH })
  cursor.y += 17
  paragraph(cursor, description)
}

export function drawChapters(cursor: Cursor, chapters: NonNullable<Rhythm['chapters']>): void {
  const { doc, words } = cursor
  const t = words.t
  subheading(cursor, t('gap.chapters.title'), t('gap.chapters.description'), 40)
  if (chapters.tooFewToTell) {
    paragraph(cursor, t('gap.chapters.tooFew'), COLORS.foreground)
    cursor.y += 8
    return
  }
  const { list } = chapters
  list.forEach((chapter, index) => {
    if (!overlapsMonths(chapter.start, chapter.end, cursor.report.months)) return
    const clarity = chapter.changeClarity
      ? `  ·  ${t('gap.chapters.clarity', { clarity: chapter.changeClarity })}`
      : ''
    const heading = `${t('gap.chapters.label', { number: index + 1 })}  ·  ${words.date(chapter.start)} – ${words.date(chapter.end)}${clarity}`
    const sentence = chapterSentence(chapter, list[index - 1] ?? null, t, words.locale)
    const inner = CONTENT_WIDTH - 18
    ensureSpace(cursor, 16 + textHeight(doc, sentence, 9, inner))
    box(doc, X, cursor.y + 2, 8, 8, index % 2 === 0 ? COLORS.primary : COLORS.accent, 4)
    text(doc, heading, X + 18, cursor.y, { weight: 600, size: 9.5, width: inner, oneLine: true })
    cursor.y = text(doc, sentence, X + 18, cursor.y + 14, { size: 9, width: inner }) + 8
  })
  if (list.length === 1) paragraph(cursor, t('gap.chapters.steady'))
  if (list.some((chapter) => chapter.changeClarity))
    paragraph(cursor, t('gap.chapters.clarityNote'))
  cursor.y += 6
}

export function drawBalance(cursor: Cursor, balance: NonNullable<Rhythm['balanceOverTime']>): void {
  const { doc, words } = cursor
  const t = words.t
  subheading(cursor, t('gap.balance.title'), t('gap.balance.description'), 3 * BALANCE_ROW)
  if (balance.tooFewToTell) {
    paragraph(cursor, t('gap.balance.tooFew'), COLORS.foreground)
    return
  }
  const months = balance.months.filter((month) => isInMonths(month.month, cursor.report.months))
  const values = months.map((month) =>
    month.tooFewToTell
      ? t('gap.balance.tooFewMonth')
      : t('gap.balance.monthValue', {
          share: words.percent(month.user1InitiationPercent),
          low: words.percent(month.lowPercent),
          high: words.percent(month.highPercent),
        }),
  )
  const labelWidth = 64
  // As wide as the longest value (German's run long), and never more than half the line.
  const widest = Math.max(0, ...values.map((value) => textWidth(doc, value, 400, 8.5)))
  const valueWidth = Math.min(CONTENT_WIDTH / 2, Math.ceil(widest) + 4)
  const track = CONTENT_WIDTH - labelWidth - valueWidth - 2 * GAP
  const trackX = X + labelWidth + GAP
  months.forEach((month, index) => {
    ensureSpace(cursor, BALANCE_ROW)
    const y = cursor.y
    text(doc, words.month(month.month), X, y + 2, { size: 8.5, color: COLORS.mutedForeground })
    box(doc, trackX, y + 4, track, 7, COLORS.muted, 3.5)
    // The even split as a dashed line, then the likely range and the share itself.
    for (let dash = 0; dash < 11; dash += 3)
      rect(doc, trackX + track / 2 - 0.5, y + 2 + dash, 1, 2, COLORS.mutedForeground)
    if (!month.tooFewToTell) {
      const at = (percent: number) => trackX + (Math.min(100, Math.max(0, percent)) / 100) * track
      const low = at(month.lowPercent)
      box(doc, low, y + 4, Math.max(at(month.highPercent) - low, 4), 7, COLORS.primarySoft, 3.5)
      box(doc, at(month.user1InitiationPercent) - 3.5, y + 4, 7, 7, COLORS.primary, 3.5)
    }
    text(doc, values[index] ?? '', X + CONTENT_WIDTH - valueWidth, y + 2, {
      size: 8.5,
      width: valueWidth,
      align: 'right',
      oneLine: true,
    })
    cursor.y += BALANCE_ROW
  })
  cursor.y += 6
  paragraph(cursor, t('gap.balance.legend'))
}
