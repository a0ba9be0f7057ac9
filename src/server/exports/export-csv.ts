import Papa from 'papaparse'
import type { ExportItem } from '#src/contract/exports'
import { isInMonths, type MonthRange, overlapsMonths } from './month-range'

// One CSV file for one or several connections. Every row names its section in the first
// column, so a spreadsheet can filter by it; the columns are the union of what the
// sections need and a row leaves the others empty.
export const CSV_COLUMNS = [
  'section',
  'connection',
  'figure',
  'value',
  'month',
  'messages',
  'yours',
  'theirs',
  'anomaly_id',
  'type',
  'severity',
  'start',
  'end',
  'title',
  'baseline',
  'unit',
  'percent_change',
  'note',
  'created',
  'conversations',
  'messages_per_day',
  'reply_median_minutes',
  'initiation_percent',
  'initiation_low_percent',
  'initiation_high_percent',
  'change_clarity',
] as const

type Column = (typeof CSV_COLUMNS)[number]
type Row = Partial<Record<Column, string | number>>

function figureRows(item: ExportItem): Row[] {
  const { analysis: a, connection } = item
  const d = a.analysisData
  const figure = (name: string, value: string | number): Row => ({
    section: 'figure',
    connection: connection.name,
    figure: name,
    value,
  })
  const dist = d.responseDistribution
  return [
    figure('date range start', a.dateRangeStart),
    figure('date range end', a.dateRangeEnd),
    figure('rhythm score', a.rhythmScore),
    figure('communication pattern', a.communicationPattern),
    figure('total messages', a.totalMessages),
    figure('conversations', d.conversationsDetected),
    figure('initiation %', a.initiationRate),
    figure('your messages', d.user1Messages),
    figure('their messages', d.user2Messages),
    figure('average response', a.avgResponseTime),
    figure('average response minutes', d.responseTimeStats.averageMinutes),
    figure('median response minutes', d.responseTimeStats.medianMinutes),
    figure('within 1 hour %', d.responseRateWithin1Hour),
    figure('responses immediate %', dist.immediate),
    figure('responses under 1 hour %', dist.under_1_hour),
    figure('responses under 4 hours %', dist.under_4_hours),
    figure('responses under 24 hours %', dist.under_24_hours),
    figure('responses over 24 hours %', dist.over_24_hours),
  ]
}

function monthlyRows(item: ExportItem, months: MonthRange | null | undefined): Row[] {
  return item.analysis.analysisData.monthlyActivity
    .filter((m) => isInMonths(m.month, months))
    .map((m) => ({
      section: 'monthly',
      connection: item.connection.name,
      month: m.month,
      messages: m.messageCount,
      yours: m.yourMessages,
      theirs: m.theirMessages,
    }))
}

function anomalyRows(item: ExportItem, months: MonthRange | null | undefined): Row[] {
  return item.analysis.analysisData.anomalies
    .filter((a) => overlapsMonths(a.startDate, a.endDate, months))
    .map((a) => ({
      section: 'anomaly',
      connection: item.connection.name,
      anomaly_id: a.id,
      type: a.type,
      severity: a.severity,
      start: a.startDate,
      end: a.endDate,
      title: a.title,
      value: a.comparison.value,
      baseline: a.comparison.baseline,
      unit: a.comparison.unit,
      percent_change: a.comparison.percentChange,
    }))
}

/** The rhythm's figures, chapters and balance over time; nothing for an analysis saved before it. */
function rhythmRows(item: ExportItem, months: MonthRange | null | undefined): Row[] {
  const rhythm = item.analysis.rhythm
  if (!rhythm) return []
  const connection = item.connection.name
  const figure = (name: string, value: string | number | null): Row => ({
    section: 'figure',
    connection,
    figure: name,
    value: value ?? '',
  })
  const { replyTimes: r, streaks, coverage } = rhythm
  const rows: Row[] = [
    figure('reply cutoff minutes', r.cutoffMinutes),
    figure('your replies in conversation', r.user1.count),
    figure('your median reply minutes', r.user1.medianMinutes),
    figure('your p90 reply minutes', r.user1.p90Minutes),
    figure('their replies in conversation', r.user2.count),
    figure('their median reply minutes', r.user2.medianMinutes),
    figure('their p90 reply minutes', r.user2.p90Minutes),
    figure('you reopen after a pause', r.reopenings.user1),
    figure('they reopen after a pause', r.reopenings.user2),
    figure('median pause minutes', r.reopenings.medianPauseMinutes),
    figure('longest streak days', streaks.longestDays),
    figure('longest streak start', streaks.longestStart),
    figure('current streak days', streaks.currentDays),
    figure('likely truncated', coverage.likelyTruncated ? 'yes' : 'no'),
  ]
  if (rhythm.chapters && !rhythm.chapters.tooFewToTell)
    for (const c of rhythm.chapters.list) {
      if (!overlapsMonths(c.start, c.end, months)) continue
      rows.push({
        section: 'chapter',
        connection,
        start: c.start,
        end: c.end,
        messages_per_day: c.messagesPerDay,
        reply_median_minutes: c.replyMedianMinutes ?? '',
        initiation_percent: c.user1InitiationPercent ?? '',
        change_clarity: c.changeClarity ?? '',
      })
    }
  if (rhythm.balanceOverTime && !rhythm.balanceOverTime.tooFewToTell)
    for (const m of rhythm.balanceOverTime.months) {
      if (!isInMonths(m.month, months)) continue
      rows.push({
        section: 'balance',
        connection,
        month: m.month,
        conversations: m.conversations,
        ...(m.tooFewToTell
          ? { note: 'too few to tell' }
          : {
              initiation_percent: m.user1InitiationPercent,
              initiation_low_percent: m.lowPercent,
              initiation_high_percent: m.highPercent,
            }),
      })
    }
  return rows
}

function noteRows(item: ExportItem): Row[] {
  return (item.notes ?? []).map((n) => ({
    section: 'note',
    connection: item.connection.name,
    anomaly_id: n.anomalyId,
    note: n.content,
    created: n.createdAt,
  }))
}

/** The figures, monthly activity, anomalies and (when asked for) notes of each item as CSV. */
export function exportCsv(items: ExportItem[], months?: MonthRange | null): string {
  const rows = items.flatMap((item) => [
    ...figureRows(item),
    ...monthlyRows(item, months),
    ...anomalyRows(item, months),
    ...rhythmRows(item, months),
    ...(item.notes === null ? [] : noteRows(item)),
  ])
  const data = rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? ''))
  // Names and notes are typed by the user: a cell starting with = + - @ gets a leading
  // apostrophe so a spreadsheet shows it as text instead of running it as a formula.
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })
}
