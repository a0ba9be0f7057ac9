// Limits a report to a month range: 'YYYY-MM' keys compare as text.

export interface MonthRange {
  from: string
  to: string
}

/** True when `monthKey` ('YYYY-MM') is inside the inclusive range; every month when none. */
export function isInMonths(monthKey: string, months: MonthRange | null | undefined): boolean {
  if (!months) return true
  return monthKey >= months.from && monthKey <= months.to
}

/** True when the anomaly's dates ('YYYY-MM-DDTHH:mm') overlap the range. */
export function overlapsMonths(
  startDate: string,
  endDate: string,
  months: MonthRange | null | undefined,
): boolean {
  if (!months) return true
  return endDate.slice(0, 7) >= months.from && startDate.slice(0, 7) <= months.to
}
