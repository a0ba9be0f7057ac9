import { type DemoResult, formatDemoResponse } from '#src/analysis/demo'
import { isUnderAMinute } from '#src/analysis/duration-text'
import {
  type InsightCases,
  type InsightInput,
  insightCases,
  insightInputOf,
} from '#src/analysis/insights'
import type { FirstFigures } from '#src/analysis/types'
import { isEnglish, numberFormat } from './format-intl'
import { formatMinutes } from './format-numbers'
import type { MessageId, MessageValues } from './messages'

type Translate = (id: MessageId, values?: MessageValues) => string

export interface InsightTexts {
  balanceInsight: string
  responseInsight: string
  healthInsight: string
  patternInsight: string
}

const BALANCE: Record<InsightCases['balance']['case'], MessageId> = {
  'all-yours': 'analysis.insight.balance.allYours',
  'all-theirs': 'analysis.insight.balance.allTheirs',
  'you-drive': 'analysis.insight.balance.youDrive',
  'they-drive': 'analysis.insight.balance.theyDrive',
  balanced: 'analysis.insight.balance.balanced',
}
const RESPONSE: Record<InsightCases['response']['case'], MessageId> = {
  none: 'analysis.insight.response.none',
  'very-quick': 'analysis.insight.response.veryQuick',
  prompt: 'analysis.insight.response.prompt',
  thoughtful: 'analysis.insight.response.thoughtful',
}
/** The landing demo speaks of your replies alone ("You reply…"), not of both sides'. */
const DEMO_RESPONSE: Record<InsightCases['response']['case'], MessageId> = {
  none: 'analysis.insight.response.none',
  'very-quick': 'landing.demo.insight.response.veryQuick',
  prompt: 'landing.demo.insight.response.prompt',
  thoughtful: 'landing.demo.insight.response.thoughtful',
}
const HEALTH: Record<InsightCases['health'], MessageId> = {
  excellent: 'analysis.insight.health.excellent',
  good: 'analysis.insight.health.good',
  developing: 'analysis.insight.health.developing',
}
const PATTERN: Record<InsightCases['pattern']['case'], MessageId> = {
  starter: 'analysis.insight.pattern.starter',
  responder: 'analysis.insight.pattern.responder',
  shared: 'analysis.insight.pattern.shared',
}

/**
 * A result's four insight sentences in the reader's language, written from its numbers (the
 * engine's cases and thresholds), not from the English it stored: every analysis, old or new,
 * reads in every language, on the page and in the PDF, and viewing as the other side turns them
 * with the numbers.
 */
export function insightTexts(result: FirstFigures, t: Translate, locale: string): InsightTexts {
  return textsOf(insightInputOf(result), RESPONSE, t, locale)
}

/**
 * The health sentence alone, as insightTexts writes it: the rhythm score's card shows it among
 * the first figures, and on a slow phone each sentence more is time they wait for.
 */
export function healthInsightText(result: FirstFigures, t: Translate): string {
  return t(HEALTH[insightCases(insightInputOf(result)).health])
}

/** The pattern sentence alone, as insightTexts writes it (the pattern banner's). */
export function patternInsightText(result: FirstFigures, t: Translate, locale: string): string {
  const { pattern } = insightCases(insightInputOf(result))
  return t(PATTERN[pattern.case], { percent: patternPercent(pattern.percent, locale) })
}

/** Who opens conversations, as a percentage in the reader's language. */
function patternPercent(percent: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(percent / 100)
}

/**
 * The landing demo's sentences and reply times in the reader's language, from the demo's
 * numbers; English reads exactly as the engine writes it.
 */
export function demoTexts(
  result: DemoResult,
  t: Translate,
  locale: string,
): InsightTexts & { avgResponse: string; theirAvgResponse: string } {
  // The demo shows whole minutes under an hour, and hours to one decimal from there.
  const duration = (minutes: number) =>
    isEnglish(locale)
      ? formatDemoResponse(minutes)
      : formatMinutes(minutes < 60 ? Math.round(minutes) : minutes, locale)
  return {
    ...textsOf(result.insightInput, DEMO_RESPONSE, t, locale),
    avgResponse: duration(result.yourResponseMinutes),
    theirAvgResponse: duration(result.theirResponseMinutes),
  }
}

function textsOf(
  input: InsightInput,
  response: typeof RESPONSE,
  t: Translate,
  locale: string,
): InsightTexts {
  const cases = insightCases(input)
  const ratio = numberFormat(locale, {
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(cases.balance.ratio)
  const percent = patternPercent(cases.pattern.percent, locale)
  const { minutes } = cases.response
  return {
    balanceInsight: t(BALANCE[cases.balance.case], { ratio }),
    responseInsight: t(response[cases.response.case], {
      duration: minutes === null ? '' : formatMinutes(minutes, locale),
      under: minutes !== null && isUnderAMinute(minutes) ? 'yes' : 'no',
    }),
    healthInsight: t(HEALTH[cases.health]),
    patternInsight: t(PATTERN[cases.pattern.case], { percent }),
  }
}
