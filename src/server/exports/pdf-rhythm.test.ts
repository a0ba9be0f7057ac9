import { describe, expect, it } from 'vitest'
import { PLAN_ENTITLEMENTS } from '#src/contract/entitlements'
import type { ExportItem } from '#src/contract/exports'
import { chapterSentence } from '#src/i18n/chapter-texts'
import type { AppLocale } from '#src/i18n/locales'
import { visibleAnalysis } from '../plans/visible-analysis'
import { changedExportItem, exportItem } from '../testing/export-fixture'
import { asPopplerReads, pagesOf, report } from '../testing/pdf-pages'
import { pdfText } from './pdf-text'

// The rhythm in the PDF report: reply times beside the spec's average, who re-opens after a
// pause, the streaks and the coverage note for every plan; the chapters and the balance over
// time only where the plan shows them; in the reader's language.

const base = exportItem('Alex')
const rhythm = base.analysis.rhythm
if (!rhythm?.chapters || rhythm.chapters.tooFewToTell || !rhythm.balanceOverTime)
  throw new Error('The fixture chat has chapters and a balance over time')
const changed = changedExportItem()
const changedChapters = changed.analysis.rhythm?.chapters
if (!changedChapters || changedChapters.tooFewToTell)
  throw new Error('The changed fixture chat has chapters')
const chapters = changedChapters.list

const onPlan = (plan: 'free' | 'base'): ExportItem => ({
  ...base,
  analysis: visibleAnalysis(base.analysis, PLAN_ENTITLEMENTS[plan]),
})

/** Every run of spaces, line breaks and no-break spaces as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ')

/** The report's text in reading order, flattened. */
async function textOf(item: ExportItem, locale?: AppLocale, layout = false): Promise<string> {
  const sections = ['summary', 'responses', 'rhythm'] as const
  const pages = await pagesOf(report([item], { sections: [...sections] }), locale, { layout })
  return flat(pages.join('\n'))
}

describe('the rhythm in the PDF report', () => {
  it("gives each side's typical reply and most replies within beside the average", async () => {
    // Kept in columns, so that each figure reads after its term.
    const text = await textOf(onPlan('base'), 'en', true)
    const words = pdfText('en')
    const { user1, user2, cutoffMinutes } = rhythm.replyTimes
    expect(text).toContain('Rhythm over time')
    for (const side of [user1, user2]) {
      expect(side.medianMinutes).not.toBeNull()
      expect(text).toContain(`Typical reply ${words.duration(side.medianMinutes ?? 0)}`)
      expect(text).toContain(`Most replies within ${words.duration(side.p90Minutes ?? 0)}`)
    }
    const average = base.analysis.analysisData.responseTimeBySender.user1.averageMinutes
    expect(text).toContain(`Average ${words.duration(average)}`)
    expect(text).toContain(`replies within a conversation, up to ${words.duration(cutoffMinutes)}`)
    const { reopenings } = rhythm.replyTimes
    expect(text).toContain(
      `Who writes first after a pause: you ${reopenings.user1} times, they ${reopenings.user2} times.`,
    )
    expect(text).toContain('LONGEST STREAK')
    expect(text).toContain(`${rhythm.streaks.longestDays} days`)
    expect(text).toContain(`Starting ${words.date(rhythm.streaks.longestStart)}`)
  })

  it('writes every chapter with the sentence the gap page gives it, and the balance by month', async () => {
    const text = await textOf({
      ...changed,
      analysis: visibleAnalysis(changed.analysis, PLAN_ENTITLEMENTS.base),
    })
    const { t, date } = pdfText('en')
    expect(text).toContain('Chapters')
    expect(chapters.length).toBeGreaterThan(1)
    chapters.forEach((chapter, index) => {
      const clarity = chapter.changeClarity
        ? ` · ${chapter.changeClarity === 'clear' ? 'Clear' : 'Likely'} change`
        : ''
      if (index > 0) expect(chapter.changeClarity).toBeDefined()
      expect(text).toContain(
        `Chapter ${index + 1} · ${date(chapter.start)} – ${date(chapter.end)}${clarity}`,
      )
      expect(text).toContain(chapterSentence(chapter, chapters[index - 1] ?? null, t, 'en'))
    })
    expect(text).toContain('A change is clear when your own conversations')
    expect(text).toContain('Who starts conversations, month by month')
    const balance = changed.analysis.rhythm?.balanceOverTime
    const told = balance?.tooFewToTell ? [] : (balance?.months ?? [])
    const month = told.find((m) => !m.tooFewToTell)
    if (!month || month.tooFewToTell) throw new Error('The fixture has a month with a share')
    expect(text).toContain(
      `${pdfText('en').month(month.month)} ${month.user1InitiationPercent}% (likely ${month.lowPercent}% to ${month.highPercent}%)`,
    )
  })

  it('leaves the chapters and the balance out of what a Free plan sees, and keeps the rest', async () => {
    const text = await textOf(onPlan('free'))
    expect(text).toContain('Rhythm over time')
    expect(text).toContain('Typical reply')
    expect(text).toContain('LONGEST STREAK')
    expect(text).not.toContain('Chapter 1')
    expect(text).not.toContain('Who starts conversations, month by month')
  })

  it('says when the history before the first day may be missing', async () => {
    expect(await textOf(base)).not.toContain('may be missing')
    const truncated = structuredClone(base)
    if (!truncated.analysis.rhythm) throw new Error('The fixture has a rhythm')
    truncated.analysis.rhythm.coverage = {
      ...rhythm.coverage,
      likelyTruncated: true,
      note: { code: 'whatsapp-limit', limit: 40_000 },
    }
    const text = await textOf(truncated)
    const first = pdfText('en').date(rhythm.coverage.firstDate)
    expect(text).toContain(`History before ${first} may be missing`)
    expect(text).toContain('WhatsApp exports at most 40,000 messages')
  })

  it('draws the rest of the report for an analysis saved before the rhythm', async () => {
    const { rhythm: _, ...before } = base.analysis
    const text = await textOf({ ...base, analysis: before })
    expect(text).toContain('Responses')
    expect(text).not.toContain('Rhythm over time')
    expect(text).not.toContain('Typical reply')
  })

  it("writes the rhythm in the reader's language", async () => {
    const text = await textOf(onPlan('base'), 'de', true)
    const words = pdfText('de')
    expect(text).toContain('Der Rhythmus im Verlauf')
    const median = rhythm.replyTimes.user1.medianMinutes ?? 0
    expect(text).toContain(
      flat(`${words.t('analysis.replyTimes.typical')} ${words.duration(median)}`),
    )
    const inOrder = await textOf(
      { ...changed, analysis: visibleAnalysis(changed.analysis, PLAN_ENTITLEMENTS.base) },
      'de',
    )
    expect(inOrder).toContain('Deutliche Veränderung')
    chapters.forEach((chapter, index) => {
      const sentence = chapterSentence(chapter, chapters[index - 1] ?? null, words.t, 'de')
      expect(inOrder).toContain(flat(sentence))
    })
    expect(inOrder).toContain(words.t('gap.balance.title'))
    // Every month's value whole, however long German makes it.
    const balance = changed.analysis.rhythm?.balanceOverTime
    const told = balance?.tooFewToTell ? [] : (balance?.months ?? [])
    for (const month of told)
      if (!month.tooFewToTell)
        expect(inOrder).toContain(
          flat(
            words.t('gap.balance.monthValue', {
              share: words.percent(month.user1InitiationPercent),
              low: words.percent(month.lowPercent),
              high: words.percent(month.highPercent),
            }),
          ),
        )
    for (const english of ['Typical reply', 'Most replies within', 'Chapters', 'LONGEST STREAK'])
      expect(text).not.toContain(english)
  })

  it('writes the rhythm of an Arabic report in Arabic', async () => {
    const words = pdfText('ar')
    const text = await textOf(onPlan('base'), 'ar')
    // Messages whose letters pdftotext reads back as drawn (it gives some ligatures back
    // swapped, as it does lam-alef).
    for (const id of [
      'analysis.replyTimes.typical',
      'analysis.replyTimes.mostWithin',
      'analysis.replyTimes.average',
      'analysis.calendar.longestStreak',
      'gap.chapters.title',
    ] as const)
      expect(text).toContain(asPopplerReads(words.t(id)))
    expect(text).not.toContain('Typical reply')
  })
})
