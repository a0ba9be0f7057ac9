// The one-line report of what the cleaner did, and its date-order warning.

import type { CleanSummary } from '#src/analysis/import/clean-result'
import { EXPORT_FORMAT_NAMES } from '#src/analysis/import/export-format-names'

/** 12345 → "12,345" without toLocaleString, whose locale data costs a short command ~15 ms to load. */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export function describeClean(result: CleanSummary): string {
  const notices =
    result.skippedSystemMessages > 0
      ? `, ${count(result.skippedSystemMessages)} ${result.skippedSystemMessages === 1 ? 'notice' : 'notices'} skipped`
      : ''
  const unreadable = result.unreadableLines ?? 0
  const unread =
    unreadable > 0
      ? `, ${count(unreadable)} ${unreadable === 1 ? 'line' : 'lines'} with an impossible date or time not read`
      : ''
  const senders = `${result.senders} ${result.senders === 1 ? 'sender' : 'senders'}`
  return `Cleaned ${count(result.messageCount)} messages (${EXPORT_FORMAT_NAMES[result.format]}: ${senders}${notices}${unread}).`
}

/** Null unless the dates could be read either way and the user did not choose. */
export function dateOrderWarning(result: CleanSummary, chosen: boolean): string | null {
  if (!result.ambiguousDateOrder || chosen) return null
  const read = result.dateOrder === 'mdy' ? 'month-first' : 'day-first'
  const other = result.dateOrder === 'mdy' ? 'dmy' : 'mdy'
  return `Note: the dates could be day-first or month-first; they were read ${read}. If that is wrong, run again with --date-order ${other}.`
}
