import Papa from 'papaparse'
import type { ExportItem } from '../../contract/exports'
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
    ...(item.notes === null ? [] : noteRows(item)),
  ])
  const data = rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? ''))
  // Names and notes are typed by the user: a cell starting with = + - @ gets a leading
  // apostrophe so a spreadsheet shows it as text instead of running it as a formula.
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })
}
