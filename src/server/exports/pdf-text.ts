import { setupI18n } from '@lingui/core'
import { formatShortMonth, formatWallClockDate, formatWallClockMonth } from '#src/i18n/format-dates'
import {
  type AmountUnit,
  formatAmount,
  formatCount,
  formatMinutes,
  formatPercentFigure,
} from '#src/i18n/format-numbers'
import { type AppLocale, DEFAULT_LOCALE, type Locale } from '#src/i18n/locales'
import type { MessageId, MessageValues } from '#src/i18n/messages'
import { serverMessages } from '#src/i18n/read-catalogs'

// The report's words, numbers and dates in the reader's language: messages from the `pdf`
// catalog, figures and dates through src/i18n/format-numbers.ts and format-dates.ts, as the web pages
// write them. English keeps the exact texts it always had.
//
// Arabic is set in IBM Plex Sans Arabic (pdf-fonts.ts), right to left (pdf-bidi.ts and
// pdf-draw.ts).

/** The language the report is written in: the reader's, English for the pseudo-locale. */
export function pdfLocale(locale: AppLocale): Locale {
  return locale === 'en-XA' ? DEFAULT_LOCALE : locale
}

export interface PdfText {
  /** The language the report is written in. */
  locale: Locale
  t(id: MessageId, values?: MessageValues): string
  /** Capitals in the report's language. */
  upper(text: string): string
  /** A count: '13,818'. */
  number(value: number): string
  /** A percentage given 0–100: '39.8%'; `signed` adds '+' before a rise. */
  percent(value: number, signed?: boolean): string
  /** 'Mar 3, 2024' from 'YYYY-MM-DD…'. */
  date(text: string): string
  /** 'Mar 2024' from 'YYYY-MM'. */
  month(key: string): string
  /** 'Mar' from 'YYYY-MM'. */
  shortMonth(key: string): string
  /** docs/product.md §9 durations: '12.5 minutes', '2.2 hours', '1.3 days'. */
  duration(minutes: number): string
  /** An anomaly comparison's amount, one decimal: '3 days', '1 hour', '12.5%'. */
  amount(value: number, unit: AmountUnit): string
}

/** The report's numbers and dates through the formatting the web pages use too. */
function words(locale: Locale, t: PdfText['t']): PdfText {
  return {
    locale,
    t,
    upper: (text) => text.toLocaleUpperCase(locale),
    number: (value) => formatCount(value, locale),
    percent: (value, signed = false) => formatPercentFigure(value, locale, signed),
    date: (text) => formatWallClockDate(text, locale),
    month: (key) => formatWallClockMonth(key, locale),
    shortMonth: (key) => formatShortMonth(Number(key.slice(5, 7)), locale),
    duration: (minutes) => formatMinutes(minutes, locale),
    amount: (value, unit) => formatAmount(value, unit, locale),
  }
}

const cache = new Map<Locale, PdfText>()

/** The report's texts for a reader of `locale` (built once per language in the worker). */
export function pdfText(reader: AppLocale = DEFAULT_LOCALE): PdfText {
  const locale = pdfLocale(reader)
  let text = cache.get(locale)
  if (!text) {
    const i18n = setupI18n({ locale, messages: { [locale]: serverMessages(locale) } })
    const t: PdfText['t'] = (id, values) => i18n._(id, values)
    text = words(locale, t)
    cache.set(locale, text)
  }
  return text
}
