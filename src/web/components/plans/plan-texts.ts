// A plan card's words in the reader's language. The contract's plans (src/contract/plans.ts)
// are written in English for the server; the card reads its words from the plans catalog
// instead, through the ids below. A feature the contract adds and this table lacks shows its
// English name, so a new line is never lost.

import type { Plan, PlanFeature, PlanTier } from '#src/contract/plans'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The contract's feature names (English, as in src/contract/plans.ts) → their messages. */
const FEATURE_MESSAGES: Record<string, MessageId> = {
  'Full historical analysis': 'plans.feature.fullHistoricalAnalysis',
  'Recent analyses (last 6 months)': 'plans.feature.recentAnalysesSixMonths',
  'Save results': 'plans.feature.saveResults',
  'Basic relationship analysis': 'plans.feature.basicRelationshipAnalysis',
  Connections: 'plans.feature.connections',
  'Community support': 'plans.feature.communitySupport',
  'Connection comparison': 'plans.feature.connectionComparison',
  'Gap analysis': 'plans.feature.gapAnalysis',
  Export: 'plans.feature.export',
  'Advanced patterns': 'plans.feature.advancedPatterns',
  'Full historical analyses': 'plans.feature.fullHistoricalAnalyses',
  'Recent analyses': 'plans.feature.recentAnalyses',
  'Basic gap analysis': 'plans.feature.basicGapAnalysis',
  'Reply times, calendar and streaks': 'plans.feature.replyTimesCalendar',
  'Chapters and balance over time': 'plans.feature.chaptersOverTime',
  'CSV/PDF export': 'plans.feature.csvPdfExport',
  'Unlimited connections': 'plans.feature.unlimitedConnections',
  'Priority support': 'plans.feature.prioritySupport',
  'Everything in Base': 'plans.feature.everythingInBase',
  'Advanced gap analysis': 'plans.feature.advancedGapAnalysis',
  'All export formats: CSV, PDF, JSON, PNG card': 'plans.feature.allExportFormats',
  'Custom reports': 'plans.feature.customReports',
  'Premium support': 'plans.feature.premiumSupport',
}

const PERIOD_MESSAGES: Record<string, MessageId> = {
  forever: 'plans.card.period.forever',
  'per month': 'plans.card.period.perMonth',
}

const DESCRIPTION_MESSAGES: Record<PlanTier, MessageId> = {
  free: 'plans.card.description.free',
  base: 'plans.card.description.base',
  premium: 'plans.card.description.premium',
}

/** The sign-up button of a signed-out reader's card. */
export const CALL_TO_ACTION_MESSAGES: Record<PlanTier, MessageId> = {
  free: 'plans.card.cta.free',
  base: 'plans.card.cta.base',
  premium: 'plans.card.cta.premium',
}

/** A signed-in free account's button on a paid plan's card. */
export const UPGRADE_MESSAGES: Record<Exclude<PlanTier, 'free'>, MessageId> = {
  base: 'plans.card.upgradeTo.base',
  premium: 'plans.card.upgradeTo.premium',
}

/** A feature's value: the contract writes 'Unlimited', '3 a month' or '3'. */
function featureValue(value: string, t: Translate): string {
  if (value === 'Unlimited') return t('plans.feature.value.unlimited')
  const perMonth = /^(\d+) a month$/.exec(value)
  if (perMonth) return t('plans.feature.value.perMonth', { count: Number(perMonth[1]) })
  if (/^\d+$/.test(value)) return t('plans.feature.value.count', { count: Number(value) })
  return value
}

export interface PlanFeatureText {
  /** The contract's name, a stable React key. */
  key: string
  name: string
  value?: string
  included: boolean
}

export interface PlanTexts {
  /** Plan names ('Free', 'Base', 'Premium') and prices are the same in every language. */
  name: string
  price: string
  period: string
  description: string
  features: PlanFeatureText[]
}

/** A plan's card in the reader's language. */
export function planTexts(plan: Plan, t: Translate): PlanTexts {
  const period = PERIOD_MESSAGES[plan.period]
  return {
    name: plan.name,
    price: plan.price,
    period: period ? t(period) : plan.period,
    description: t(DESCRIPTION_MESSAGES[plan.tier]),
    features: plan.features.map((feature: PlanFeature) => {
      const name = FEATURE_MESSAGES[feature.name]
      return {
        key: feature.name,
        name: name ? t(name) : feature.name,
        ...(feature.value === undefined ? {} : { value: featureValue(feature.value, t) }),
        included: feature.included,
      }
    }),
  }
}

/** The rest of a plan card's words. */
export const PLAN_CARD_MESSAGES = {
  mostPopular: 'plans.card.mostPopular',
  /** After a feature the plan lacks, for screen readers: ' (not included)'. */
  notIncluded: 'plans.card.notIncluded',
  currentPlan: 'plans.card.currentPlan',
  changePlan: 'plans.card.changePlan',
} as const satisfies Record<string, MessageId>
