import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { changedExportItem, exportItem, noteOn } from '../testing/export-fixture'
import { CSV_COLUMNS, exportCsv } from './export-csv'

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>

function parse(csv: string): CsvRow[] {
  const parsed = Papa.parse<CsvRow>(csv, { header: true, skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  expect(parsed.meta.fields).toEqual([...CSV_COLUMNS])
  return parsed.data
}

function figure(rows: CsvRow[], name: string): string | undefined {
  return rows.find((r) => r.section === 'figure' && r.figure === name)?.value
}

describe('the CSV export', () => {
  const item = exportItem()
  const a = item.analysis
  const rows = parse(exportCsv([item]))

  it('holds the analysis figures, read back equal', () => {
    expect(figure(rows, 'rhythm score')).toBe(String(a.rhythmScore))
    expect(figure(rows, 'total messages')).toBe(String(a.totalMessages))
    expect(figure(rows, 'initiation %')).toBe(String(a.initiationRate))
    expect(figure(rows, 'average response')).toBe(a.avgResponseTime)
    expect(figure(rows, 'communication pattern')).toBe(a.communicationPattern)
    expect(figure(rows, 'date range start')).toBe(a.dateRangeStart)
    expect(figure(rows, 'date range end')).toBe(a.dateRangeEnd)
    expect(figure(rows, 'conversations')).toBe(String(a.analysisData.conversationsDetected))
    expect(Number(figure(rows, 'median response minutes'))).toBe(
      a.analysisData.responseTimeStats.medianMinutes,
    )
    expect(Number(figure(rows, 'responses over 24 hours %'))).toBe(
      a.analysisData.responseDistribution.over_24_hours,
    )
  })

  it('carries the rhythm: reply times without pauses, streaks, chapters and balance over time', () => {
    const rhythm = a.rhythm
    if (!rhythm) throw new Error('the fixture has a rhythm')
    expect(Number(figure(rows, 'reply cutoff minutes'))).toBe(rhythm.replyTimes.cutoffMinutes)
    expect(Number(figure(rows, 'your median reply minutes'))).toBe(
      rhythm.replyTimes.user1.medianMinutes,
    )
    expect(Number(figure(rows, 'their p90 reply minutes'))).toBe(rhythm.replyTimes.user2.p90Minutes)
    expect(Number(figure(rows, 'longest streak days'))).toBe(rhythm.streaks.longestDays)
    expect(figure(rows, 'likely truncated')).toBe('no')
    if (
      !rhythm.chapters ||
      !rhythm.balanceOverTime ||
      rhythm.chapters.tooFewToTell ||
      rhythm.balanceOverTime.tooFewToTell
    )
      throw new Error('the fixture has chapters')
    const chapters = rows.filter((r) => r.section === 'chapter')
    expect(chapters.map((r) => [r.start, r.end])).toEqual(
      rhythm.chapters.list.map((c) => [c.start, c.end]),
    )
    expect(Number(chapters[0]?.messages_per_day)).toBe(rhythm.chapters.list[0]?.messagesPerDay)
    const balance = rows.filter((r) => r.section === 'balance')
    expect(balance.map((r) => r.month)).toEqual(rhythm.balanceOverTime.months.map((m) => m.month))
    const told = rhythm.balanceOverTime.months.find((m) => !m.tooFewToTell)
    const row = balance.find((r) => r.month === told?.month)
    if (!told || told.tooFewToTell) throw new Error('the fixture has a told month')
    expect(Number(row?.initiation_low_percent)).toBe(told.lowPercent)
    expect(Number(row?.initiation_high_percent)).toBe(told.highPercent)
  })

  it('says how clear the change that opens each chapter is', () => {
    const item = changedExportItem()
    const rows = parse(exportCsv([item]))
    const chapters = rows.filter((r) => r.section === 'chapter')
    const list = item.analysis.rhythm?.chapters
    if (!list || list.tooFewToTell) throw new Error('the changed fixture has chapters')
    expect(chapters.length).toBeGreaterThan(1)
    expect(chapters.map((r) => r.change_clarity)).toEqual(
      list.list.map((c) => c.changeClarity ?? ''),
    )
    expect(chapters[1]?.change_clarity).toMatch(/^(clear|likely)$/)
  })

  it('reads an analysis saved before the rhythm, without its rows', () => {
    const old = exportItem()
    const { rhythm: _, ...analysis } = old.analysis
    const plain = parse(exportCsv([{ ...old, analysis }]))
    expect(plain.some((r) => r.section === 'chapter' || r.figure === 'reply cutoff minutes')).toBe(
      false,
    )
    expect(figure(plain, 'total messages')).toBe(String(a.totalMessages))
  })

  it('has one row per month with the yours/theirs split', () => {
    const monthly = rows.filter((r) => r.section === 'monthly')
    expect(monthly.map((r) => r.month)).toEqual(a.analysisData.monthlyActivity.map((m) => m.month))
    const first = a.analysisData.monthlyActivity[0]
    expect(monthly[0]).toMatchObject({
      messages: String(first?.messageCount),
      yours: String(first?.yourMessages),
      theirs: String(first?.theirMessages),
    })
  })

  it('lists the anomalies with their comparison', () => {
    const anomalies = rows.filter((r) => r.section === 'anomaly')
    expect(anomalies.length).toBe(a.analysisData.anomalies.length)
    expect(anomalies.length).toBeGreaterThan(0)
    const first = a.analysisData.anomalies[0]
    expect(anomalies[0]).toMatchObject({
      title: first?.title,
      start: first?.startDate,
      percent_change: String(first?.comparison.percentChange),
    })
  })

  it('leaves the notes out unless they were asked for', () => {
    expect(rows.some((r) => r.section === 'note')).toBe(false)
    const withNotes = exportItem('Alex', [])
    withNotes.notes = [noteOn(withNotes, 'We were both moving house')]
    const noted = parse(exportCsv([withNotes])).filter((r) => r.section === 'note')
    expect(noted).toHaveLength(1)
    expect(noted[0]?.note).toBe('We were both moving house')
  })

  it('keeps only the months and anomalies inside a month range', () => {
    const limited = parse(exportCsv([item], { from: '2023-06', to: '2023-07' }))
    expect(limited.filter((r) => r.section === 'monthly').map((r) => r.month)).toEqual([
      '2023-06',
      '2023-07',
    ])
    for (const r of limited.filter((row) => row.section === 'anomaly')) {
      expect(r.end.slice(0, 7) >= '2023-06' && r.start.slice(0, 7) <= '2023-07').toBe(true)
    }
  })

  it('names each connection on its rows when several are exported', () => {
    const both = parse(exportCsv([exportItem('Alex'), exportItem('Sam, "the" cook')]))
    expect(
      figure(
        both.filter((r) => r.connection === 'Sam, "the" cook'),
        'total messages',
      ),
    ).toBe(String(a.totalMessages))
  })

  it('turns a typed formula into text', () => {
    const evil = exportItem('=HYPERLINK("http://x","y")', [])
    evil.notes = [noteOn(evil, '+1 call me'), noteOn(evil, '@SUM(A1)')]
    const parsed = parse(exportCsv([evil]))
    expect(parsed[0]?.connection).toBe(`'=HYPERLINK("http://x","y")`)
    expect(parsed.filter((r) => r.section === 'note').map((r) => r.note)).toEqual([
      "'+1 call me",
      "'@SUM(A1)",
    ])
    // Numbers stay numbers: a negative change is not mistaken for a formula.
    const change = parsed.find((r) => r.section === 'anomaly')?.percent_change ?? ''
    expect(change.startsWith("'")).toBe(false)
  })
})
