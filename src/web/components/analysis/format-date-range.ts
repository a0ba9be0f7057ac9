// Analysis dates are the export's wall clock without a zone ('YYYY-MM-DDTHH:mm'):
// they are formatted as written, never shifted through the browser's time zone.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'YYYY-MM-DDTHH:mm' → 'Mar 4, 2024' (en-US short); the text itself when it is not such a date. */
export function formatWallClockDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return value
  const [, year, month, day] = match
  const name = MONTHS[Number(month) - 1]
  return name ? `${name} ${Number(day)}, ${year}` : value
}

export function formatDateRange(start: string, end: string): string {
  return `${formatWallClockDate(start)} – ${formatWallClockDate(end)}`
}
