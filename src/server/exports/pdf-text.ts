import { setupI18n } from '@lingui/core'
import { formatDuration } from '#src/analysis/format'
import { type AppLocale, DEFAULT_LOCALE, type Locale } from '#src/i18n/locales'
import type { MessageId, MessageValues } from '#src/i18n/messages'
import { serverMessages } from '#src/i18n/read-catalogs'
import { formatDate, formatMonth, shortMonth } from './pdf-theme'

// The report's words, numbers and dates in the reader's language: messages from the `pdf`
// catalog, everything computed by code through Intl. English keeps the exact texts it always
// had (the English helpers in pdf-theme.ts and the engine's formatDuration).
//
// Arabic is set in IBM Plex Sans Arabic (pdf-fonts.ts), right to left (pdf-bidi.ts and
// pdf-draw.ts).

/** The language the report is written in: the reader's, English for the pseudo-locale. */
export function pdfLocale(locale: AppLocale): Locale {
  return locale === 'en-XA' ? DEFAULT_LOCALE : locale
}

type Unit = 'days' | 'hours' | 'percent'

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
  /** Spec §9 durations: '12.5 minutes', '2.2 hours', '1.3 days'. */
  duration(minutes: number): string
  /** An anomaly comparison's amount, one decimal: '3 days', '1 hour', '12.5%'. */
  amount(value: number, unit: Unit): string
}

const round1 = (value: number) => Math.round(value * 10) / 10
const MINUTES_PER_DAY = 24 * 60

/** 'YYYY-MM-DD…' or 'YYYY-MM' as a UTC instant, so the day never shifts with the time zone. */
function utc(text: string): number {
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(5, 7)), text.slice(8, 10)]
  return Date.UTC(year, month - 1, day ? Number(day) : 1)
}

function english(t: PdfText['t']): PdfText {
  return {
    locale: 'en',
    t,
    upper: (text) => text.toUpperCase(),
    number: (value) => value.toLocaleString('en-US'),
    percent: (value, signed = false) => `${signed && value > 0 ? '+' : ''}${value}%`,
    date: formatDate,
    month: formatMonth,
    shortMonth,
    duration: formatDuration,
    amount(value, unit) {
      const rounded = round1(value)
      if (unit === 'percent') return `${rounded}%`
      return `${rounded} ${rounded === 1 ? unit.slice(0, -1) : unit}`
    },
  }
}

function translated(locale: Locale, t: PdfText['t']): PdfText {
  const count = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  const day = dates({ day: 'numeric', month: 'short', year: 'numeric' })
  const month = dates({ month: 'short', year: 'numeric' })
  const monthOnly = dates({ month: 'short' })
  const units = new Map<string, Intl.NumberFormat>()
  const inUnit = (value: number, unit: 'minute' | 'hour' | 'day') => {
    let format = units.get(unit)
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'long',
        maximumFractionDigits: 1,
      })
      units.set(unit, format)
    }
    return format.format(round1(value))
  }
  return {
    locale,
    t,
    upper: (text) => text.toLocaleUpperCase(locale),
    number: (value) => count.format(value),
    percent: (value, signed = false) => (signed ? signedPercent : percent).format(value / 100),
    date: (text) => day.format(utc(text)),
    month: (key) => month.format(utc(key)),
    shortMonth: (key) => monthOnly.format(utc(key)),
    duration(minutes) {
      const safe = Number.isFinite(minutes) && minutes > 0 ? minutes : 0
      if (safe < 60) return inUnit(safe, 'minute')
      if (safe < MINUTES_PER_DAY) return inUnit(safe / 60, 'hour')
      return inUnit(safe / MINUTES_PER_DAY, 'day')
    },
    amount(value, unit) {
      if (unit === 'percent') return percent.format(round1(value) / 100)
      return inUnit(value, unit === 'days' ? 'day' : 'hour')
    },
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
    text = locale === 'en' ? english(t) : translated(locale, t)
    cache.set(locale, text)
  }
  return text
}
