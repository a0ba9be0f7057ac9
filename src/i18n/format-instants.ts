// Instants (ISO strings or Dates, with a zone) in the reader's language: blog posts, plan
// renewals, billing periods and invoices. Posts are dated by day in UTC, so writing them in UTC
// keeps 'Sep 8' from turning into 'Sep 7' west of Greenwich; plans renew at UTC month starts for
// the same reason. English is written as en-US. Pure: no DOM, no Node.

import { dateTimeFormat, intlTag } from './format-intl'

/** 'Sep 8, 2026' (UTC) */
export const formatUtcDate = (iso: Date | string, locale = 'en-US') =>
  dateTimeFormat(intlTag(locale), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** 'September 8, 2026' (UTC) */
export const formatUtcLongDate = (iso: Date | string, locale = 'en-US') =>
  dateTimeFormat(intlTag(locale), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** 'Dec 1' (UTC) */
export const formatUtcDay = (iso: Date | string, locale = 'en-US') =>
  dateTimeFormat(intlTag(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  )

/** 'Mar 15, 2031' in the reader's own time zone (billing periods and invoices). */
export const formatLocalDate = (date: Date | string, locale = 'en-US') =>
  dateTimeFormat(intlTag(locale), { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(date),
  )
