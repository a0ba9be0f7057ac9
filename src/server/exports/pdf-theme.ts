// The report's look: the web app's design tokens (src/web/styles.css, light theme)
// converted from oklch to sRGB hex, since PDF colours are RGB.

import { shortMonthName } from '#src/analysis/calendar'

export const COLORS = {
  foreground: '#181928',
  muted: '#f2f2f8',
  mutedForeground: '#606272',
  border: '#e0e0e9',
  background: '#fbfbfe',
  primary: '#4b40c6',
  primarySoft: '#eaedff',
  primarySoftForeground: '#3a2ea4',
  accent: '#f39762',
  accentSoft: '#ffeede',
  accentSoftForeground: '#8e4a23',
  success: '#1c985a',
  successSoft: '#defae6',
  blue: '#1f7dcf',
  infoSoft: '#daf2ff',
  warning: '#e8a127',
  warningSoft: '#fff4d0',
  warningSoftForeground: '#7a4702',
  danger: '#d73337',
  dangerSoft: '#ffebe8',
  dangerSoftForeground: '#a51e24',
  white: '#ffffff',
} as const

/** Spec §9 score bands: green from 85, blue from 70, amber below. */
export function scoreColors(score: number): { strong: string; soft: string } {
  if (score >= 85) return { strong: COLORS.success, soft: COLORS.successSoft }
  if (score >= 70) return { strong: COLORS.blue, soft: COLORS.infoSoft }
  return { strong: COLORS.warning, soft: COLORS.warningSoft }
}

export const PAGE = { width: 595.28, height: 841.89, margin: 44 } as const
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** Content stops here; the footer sits below. */
export const CONTENT_BOTTOM = PAGE.height - 58

/** The English footer (the `pdf.footer.text` message), for the tests. */
export const FOOTER_TEXT = 'Made by Cadence from timing only — no message was ever read.'

const monthName = (month: number) => shortMonthName(month) || '?'

/** English: 'Mar 3, 2024' from 'YYYY-MM-DD…' (a wall clock or an ISO date-time). */
export function formatDate(text: string): string {
  const [year, month, day] = [text.slice(0, 4), Number(text.slice(5, 7)), Number(text.slice(8, 10))]
  return `${monthName(month)} ${day}, ${year}`
}

/** English: 'Mar 2024' from 'YYYY-MM'. */
export function formatMonth(key: string): string {
  return `${monthName(Number(key.slice(5, 7)))} ${key.slice(0, 4)}`
}

/** English: 'Mar' from 'YYYY-MM'. */
export function shortMonth(key: string): string {
  return monthName(Number(key.slice(5, 7)))
}
