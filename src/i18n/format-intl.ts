// Intl's formatters for every figure and date Cadence writes, made once per locale tag and
// options and kept: making one reads the locale's data and costs far more than using it. The
// rest of the format-*.ts family (numbers, wall-clock dates, instants) writes through these, and
// so does every page, the PNG card, the PDF and the CLI. Pure: no DOM, no Node.

/** English in any of its tags ('en', 'en-US', the pseudo-locale 'en-XA'). */
export function isEnglish(locale: string): boolean {
  return locale.toLowerCase().split('-')[0] === 'en'
}

/** Intl's tag for a reader's locale: English in every tag, the pseudo-locale too, as en-US. */
export function intlTag(locale: string): string {
  return isEnglish(locale) ? 'en-US' : locale
}

/** The formatter for `tag` and `options` in `cache`, made by `make` on first use. */
function cachedIn<F>(cache: Map<string, F>, tag: string, options: object, make: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = make()
    cache.set(key, format)
  }
  return format
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>()

/** `new Intl.DateTimeFormat(tag, options)`, made once. */
export function dateTimeFormat(
  tag: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cachedIn(dateTimeFormats, tag, options, () => new Intl.DateTimeFormat(tag, options))
}

/** `new Intl.NumberFormat(tag, options)`, made once. */
export function numberFormat(
  tag: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cachedIn(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options))
}

/** `new Intl.RelativeTimeFormat(tag, options)`, made once. */
export function relativeTimeFormat(
  tag: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cachedIn(
    relativeTimeFormats,
    tag,
    options,
    () => new Intl.RelativeTimeFormat(tag, options),
  )
}
