// How the gap analysis page writes its dates, durations and comparisons, in the reader's
// language: numbers, units and months through Intl, sentences through the gap catalog.

import { round1 } from '#src/analysis/rounding'
import type { Anomaly, AnomalyComparison } from '#src/analysis/types'
import { numberFormat } from '#src/i18n/format-intl'
import type { AppLocale } from '#src/i18n/locales'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** Outside a component (tests, helpers) the browser's one set of messages writes English. */
const browserT: Translate = (id, values) => browserI18n._(id, values)

/** '8.3', '0.5': a summary figure to one decimal. */
export function formatOneDecimal(value: number, locale: AppLocale | string = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(
    round1(value),
  )
}

/** docs/product.md §2: '{n}% longer/shorter than usual'; a share of conversations is higher or lower. */
export function changeText(
  { percentChange, unit }: AnomalyComparison,
  t: Translate = browserT,
): string {
  const percent = Math.abs(percentChange) / 100
  if (unit === 'percent')
    return t(percentChange >= 0 ? 'gap.anomaly.change.higher' : 'gap.anomaly.change.lower', {
      percent,
    })
  if (percentChange < 0) return t('gap.anomaly.change.shorter', { percent })
  // Past a few hundred percent a multiple is what a person can picture.
  if (percentChange < MULTIPLE_FROM_PERCENT) return t('gap.anomaly.change.longer', { percent })
  return t('gap.anomaly.change.longerMultiple', {
    percent,
    times: Math.round(1 + percentChange / 100),
  })
}

const MULTIPLE_FROM_PERCENT = 200

/**
 * Whose behaviour an anomaly is about, when that is one side: the same weeks can hold a
 * 'Response Time Spike' for each of you, and the cards must tell them apart.
 */
export function whoseChange(
  anomaly: Pick<Anomaly, 'type' | 'actor'>,
  t: Translate = browserT,
): string | null {
  if (anomaly.actor === 'both') return null
  if (anomaly.type === 'response_delay')
    return t(anomaly.actor === 'you' ? 'gap.side.yourReplies' : 'gap.side.theirReplies')
  if (anomaly.type === 'initiation_shift')
    return t(anomaly.actor === 'you' ? 'gap.anomaly.youReachedOut' : 'gap.anomaly.theyReachedOut')
  return null
}
