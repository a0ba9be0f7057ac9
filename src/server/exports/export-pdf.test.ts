import { describe, expect, it } from 'vitest'
import { formatWallClockDate } from '#src/i18n/format-dates'
import { exportItem, noteOn } from '../testing/export-fixture'
import { asPopplerReads, pagesOf, pdfOf, report, wordBoxes } from '../testing/pdf-pages'
import { reportTitle } from './export-job'
import { pdfText } from './pdf-text'
import { PAGE } from './pdf-theme'

/** The English footer (the `exports.footer` message). */
const FOOTER_TEXT = 'Made by Cadence from timing only — no message was ever read.'

const item = exportItem('Alex')
const { analysis } = item
const [june, october] = analysis.analysisData.anomalies

describe('the PDF report', () => {
  it('shows the name, rhythm score, total messages, date range and anomalies', async () => {
    const text = (await pagesOf(report([item]))).join('\n')
    expect(text).toContain('Cadence')
    expect(text).toContain('Our year in rhythm')
    expect(text).toContain('Alex')
    expect(text).toContain(String(analysis.rhythmScore))
    expect(text).toContain(analysis.totalMessages.toLocaleString('en-US'))
    expect(text).toContain(formatWallClockDate(analysis.dateRangeStart))
    expect(text).toContain(formatWallClockDate(analysis.dateRangeEnd))
    expect(text).toContain(analysis.communicationPattern)
    expect(text).toContain(june?.title)
    // The engine's English description, as it starts on the card's first line.
    expect(june?.description).toMatch(/^No messages for \d+(\.\d)? days, from /)
    expect(text).toContain(june?.description.slice(0, 30))
    expect(text).toContain('Whole history')
  })

  it('puts the footer on every page', async () => {
    const pages = await pagesOf(report([item]))
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page).toContain(FOOTER_TEXT)
  })

  it('prints memory notes under their anomaly only when they were asked for', async () => {
    const without = (await pagesOf(report([item]))).join('\n')
    expect(without).not.toContain('YOUR NOTE')
    const noted = exportItem('Alex', [])
    noted.notes = [noteOn(noted, 'We were both moving house that summer')]
    const withNotes = (await pagesOf(report([noted]))).join('\n')
    expect(withNotes).toContain('We were both moving house that summer')
    expect(withNotes.indexOf('We were both moving house')).toBeGreaterThan(
      withNotes.indexOf(june?.title ?? '?'),
    )
  })

  it('draws only the chosen sections', async () => {
    const text = (await pagesOf(report([item], { sections: ['monthly'] }))).join('\n')
    expect(text).toContain('Monthly activity')
    expect(text).not.toContain('Communication balance')
    expect(text).not.toContain('Responses')
    expect(text).not.toContain(june?.title)
  })

  it('limits the chart and the anomalies to the month range and says so', async () => {
    const months = { from: '2023-06', to: '2023-07' }
    const text = (
      await pagesOf(report([item], { months, sections: ['monthly', 'anomalies'] }))
    ).join('\n')
    expect(text).toContain('Jun 2023 – Jul 2023')
    expect(text).toContain(june?.title)
    expect(text).not.toContain(october?.title)
    expect(text).not.toMatch(/\bOct\b/)
  })

  it('starts each connection on a new page', async () => {
    const pages = await pagesOf(report([item, exportItem('Sam')]))
    const samPage = pages.findIndex((page) => page.includes('Sam'))
    expect(samPage).toBeGreaterThan(0)
    expect(pages[samPage]).not.toContain('Alex')
  })

  it('prints any name without throwing', async () => {
    const text = (await pagesOf(report([exportItem('Zoë 李 Łukasz Ольга')]))).join('\n')
    expect(text).toContain('Zoë')
    expect(text).toContain('Łukasz')
    expect(text).toContain('Ольга')
  })
})

describe("the PDF report in the reader's language", () => {
  const data = analysis.analysisData

  it('writes a German report in German, with German numbers and dates', async () => {
    const text = (await pagesOf(report([item]), 'de')).join('\n')
    for (const words of [
      'Bericht zum Beziehungsrhythmus',
      'Erstellt am 5. März 2024',
      'Gesamter Verlauf',
      '1 Verbindung',
      'Freundschaft',
      'RHYTHMUS-SCORE',
      'Überblick',
      'NACHRICHTEN INSGESAMT',
      'Monatliche Aktivität',
      'der Antworten kommen innerhalb einer Stunde.',
      'Momente, die herausstachen',
      'Dauer der Funkstille',
      'Von Cadence allein aus Zeitpunkten erstellt',
    ])
      expect(text).toContain(words)
    // A decimal comma and a full stop between thousands.
    expect(String(data.responseRateWithin1Hour)).toMatch(/^\d+\.\d$/)
    expect(text).toContain(String(data.responseRateWithin1Hour).replace('.', ','))
    expect(analysis.totalMessages).toBeGreaterThan(999)
    expect(text).toContain(new Intl.NumberFormat('de').format(analysis.totalMessages))
    // The anomalies' titles and descriptions, written from their facts.
    expect(june?.type).toBe('silence')
    expect(text).toMatch(/Funkstille von \d+ Tagen/)
    expect(text).toMatch(/\d+(,\d)? Tage lang keine Nachrichten, vom \d+\. Juni 2023/)
    for (const english of [
      'Whole history',
      'Monthly activity',
      'Responses',
      FOOTER_TEXT,
      june?.title ?? '?',
      'No messages for',
      'Conversations started about every',
    ])
      expect(text).not.toContain(english)
  })

  it("writes the custom report's months and notes in the reader's language", async () => {
    const noted = exportItem('Alex', [])
    noted.notes = [noteOn(noted, 'We were both moving house that summer')]
    const months = { from: '2023-06', to: '2023-07' }
    const text = (await pagesOf(report([noted], { months }), 'fr')).join('\n')
    expect(text).toContain('juin 2023 – juil. 2023')
    expect(text).toContain('VOTRE NOTE SOUVENIR')
    expect(text).toContain('Moments marquants')
  })

  it('writes an Arabic report in Arabic, with the figures as Intl writes them for Arabic', async () => {
    const words = pdfText('ar')
    const title = reportTitle([item], words)
    const pages = await pagesOf(report([item], { title }), 'ar', { layout: false })
    const text = pages.join('\n')
    // Titles, labels and a sentence read in logical order, letters and words alike.
    for (const id of [
      'pdf.cover.kind',
      'pdf.summary.title',
      'pdf.summary.pattern',
      'pdf.summary.averageResponse',
      'pdf.chart.title',
      'pdf.responses.title',
    ] as const)
      expect(text).toContain(asPopplerReads(words.t(id)))
    expect(title).toBe('إيقاع علاقتك مع Alex')
    expect(text).toContain(asPopplerReads('إيقاع علاقتك مع'))
    expect(words.t('pdf.responses.withinHour', { percent: '' })).toBe(' من الردود تصل خلال ساعة.')
    expect(text).toContain(asPopplerReads('من الردود تصل خلال ساعة'))
    // The figures, as Intl writes them for Arabic (its direction marks have no glyph).
    const figure = (value: string) => value.replace(/[\u061c\u200e\u200f]/g, '')
    for (const value of [
      new Intl.NumberFormat('ar').format(analysis.totalMessages),
      new Intl.NumberFormat('ar').format(data.conversationsDetected),
      figure(words.percent(data.responseRateWithin1Hour)),
      String(analysis.rhythmScore),
    ])
      expect(text).toContain(value)
    for (const english of ['Monthly activity', 'Summary', 'Responses', FOOTER_TEXT])
      expect(text).not.toContain(english)
  })

  it('lays the Arabic report out from the right', async () => {
    const title = reportTitle([item], pdfText('ar'))
    const boxes = wordBoxes(await pdfOf(report([item], { title }), 'ar'))
    const right = PAGE.width - PAGE.margin
    // The connection's name (after the title's) and the first section's title end at the
    // right margin…
    const names = boxes.filter((b) => b.word === 'Alex')
    expect(names).toHaveLength(2)
    expect(names[1]?.xMax).toBeCloseTo(right, 0)
    // The boxes hold each word's letters in the order they are drawn: left to right.
    const drawn = [...pdfText('ar').t('pdf.summary.title')].reverse().join('')
    const summary = boxes.find((b) => b.word === drawn)
    expect(summary?.xMax).toBeGreaterThan(right - 20)
    // …as does the brand, which starts at the left margin in English.
    const english = wordBoxes(await pdfOf(report([item]), 'en'))
    const brand = (list: typeof boxes) => list.find((b) => b.word === 'Cadence')
    expect(brand(english)?.xMin).toBeCloseTo(PAGE.margin, 0)
    expect(brand(boxes)?.xMax).toBeCloseTo(right, 0)
  })

  it('writes English exactly as before for English and the pseudo-locale', async () => {
    const english = await pagesOf(report([item]))
    expect(await pagesOf(report([item]), 'en')).toEqual(english)
    expect(await pagesOf(report([item]), 'en-XA')).toEqual(english)
  })
})
