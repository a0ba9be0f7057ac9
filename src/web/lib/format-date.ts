// Every date the web app writes, in one place. Two kinds of date reach the page:
// - the export's wall clock ('YYYY-MM-DDTHH:mm', no zone) in analysis results: written as it
//   reads, never shifted through the browser's time zone, with the engine's month names;
// - instants (ISO strings with a zone) for blog posts, billing and plans: written with Intl.

import { formatDistanceToNow } from 'date-fns'
import { SHORT_MONTH_NAMES, shortMonthName } from '../../analysis/calendar'

interface WallClockParts {
  year: string
  month: number
  day: number
  hour: number
  minute: number
}

function wallClockParts(value: string): WallClockParts | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2}))?)?/.exec(value)
  if (!match?.[1] || !shortMonthName(Number(match[2]))) return null
  return {
    year: match[1],
    month: Number(match[2]),
    day: Number(match[3] ?? 1),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
  }
}

/** 'YYYY-MM-DD…' → 'Mar 4, 2024'; the text itself when it is not such a date. */
export function formatWallClockDate(value: string): string {
  const parts = wallClockParts(value)
  if (!parts || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value
  return `${shortMonthName(parts.month)} ${parts.day}, ${parts.year}`
}

/** 'Jan 2, 2023 – Jun 30, 2023' */
export function formatWallClockRange(start: string, end: string): string {
  return `${formatWallClockDate(start)} – ${formatWallClockDate(end)}`
}

/** Spec §2's 'MMM dd, yyyy' on the gap analysis: 'Apr 03, 2024'. */
export function formatWallClockPaddedDate(value: string): string {
  const parts = wallClockParts(value)
  if (!parts || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value
  return `${shortMonthName(parts.month)} ${String(parts.day).padStart(2, '0')}, ${parts.year}`
}

/** 'Apr 03, 2024 – Apr 18, 2024' */
export function formatWallClockPaddedRange(start: string, end: string): string {
  return `${formatWallClockPaddedDate(start)} – ${formatWallClockPaddedDate(end)}`
}

/** 'YYYY-MM…' → 'Mar 2024'; the text itself when it is not such a month. */
export function formatWallClockMonth(value: string): string {
  const parts = wallClockParts(value)
  return parts ? `${shortMonthName(parts.month)} ${parts.year}` : value
}

/** Spec §2 card date range: short month and year, once when both ends share it. */
export function formatMonthRange(start: string, end: string): string {
  const from = formatWallClockMonth(start)
  const to = formatWallClockMonth(end)
  return from === to ? from : `${from} – ${to}`
}

/** 'YYYY-MM' → "Mar '24", short enough for a chart axis. */
export function formatChartMonth(month: string): string {
  const parts = /^\d{4}-\d{2}$/.test(month) ? wallClockParts(month) : null
  return parts ? `${shortMonthName(parts.month)} '${parts.year.slice(2)}` : month
}

/** The engine's month name back to its number: 'Jan' → 1 … 'Dec' → 12, anything else → 0. */
export function monthNumberOfName(name: string): number {
  const names: readonly string[] = SHORT_MONTH_NAMES
  return names.indexOf(name) + 1
}

/** 'Last chat 3 months ago' reads the wall clock as a local date with the same reading. */
export function wallClockAgo(value: string): string | null {
  const parts = wallClockParts(value)
  if (!parts) return null
  const date = new Date(Number(parts.year), parts.month - 1, parts.day, parts.hour, parts.minute)
  return formatDistanceToNow(date, { addSuffix: true })
}

// Instants. Posts are dated by day in UTC, so formatting in UTC keeps 'Sep 8' from turning into
// 'Sep 7' west of Greenwich; plan renewals are at UTC month starts for the same reason.
const shortDayUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const shortDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const longDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDateLocal = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** 'Sep 8, 2026' (UTC) */
export const formatUtcDate = (iso: string) => shortDateUtc.format(new Date(iso))

/** 'September 8, 2026' (UTC) */
export const formatUtcLongDate = (iso: string) => longDateUtc.format(new Date(iso))

/** 'Dec 1' (UTC) */
export const formatUtcDay = (iso: string) => shortDayUtc.format(new Date(iso))

/** 'Mar 15, 2031' in the reader's own time zone (billing periods and invoices). */
export const formatLocalDate = (date: Date | string) => shortDateLocal.format(new Date(date))
