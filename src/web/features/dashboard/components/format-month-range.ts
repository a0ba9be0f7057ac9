const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'YYYY-MM…' → 'Mar 2024', read as written (the export's wall clock, no time zone). */
export function formatMonthYear(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value)
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && name ? `${name} ${match[1]}` : value
}

/** Spec §2 card date range: short month and year, once when both ends share it. */
export function formatMonthRange(start: string, end: string): string {
  const from = formatMonthYear(start)
  const to = formatMonthYear(end)
  return from === to ? from : `${from} – ${to}`
}
