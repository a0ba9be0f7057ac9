// What a 402 says: what the plan allows, and what to do next.

import { type ExportFormat, planName } from '#src/contract/entitlements'
import type { PlanTier } from '#src/contract/plans'
import { formatUtcDay } from '#src/i18n/format-instants'

const renewal = (date: Date) => formatUtcDay(date)

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

export const planMessages = {
  connections: (tier: PlanTier, limit: number) =>
    `Your ${planName(tier)} plan includes ${limit} connections. Upgrade to Base for unlimited connections, or delete one to add another.`,
  overConnections: (tier: PlanTier, limit: number, count: number) =>
    `Your ${planName(tier)} plan includes ${limit} connections and you have ${count}. Delete ${count - limit} or upgrade to analyse again. Nothing you saved is lost.`,
  fullAnalyses: (tier: PlanTier, limit: number, renewsAt: Date) =>
    `Your ${planName(tier)} plan includes ${limit} full-history ${plural(limit, 'analysis', 'analyses')} a month, and this month's ${plural(limit, 'is', 'are')} used. Analyse the last 6 months instead, or upgrade. It renews on ${renewal(renewsAt)}.`,
  recentAnalyses: (tier: PlanTier, limit: number, renewsAt: Date) =>
    `Your ${planName(tier)} plan includes ${limit} recent analyses a month, and they are used. They renew on ${renewal(renewsAt)}, or upgrade to Base for unlimited analyses.`,
  comparison: () =>
    'Comparing your relationships comes with Base and Premium. Upgrade to see every connection side by side.',
  gapAnalysis: () =>
    'The gap analysis comes with Base and Premium. Upgrade to see your long silences and what changed around them.',
  advancedGapAnalysis: () =>
    'The advanced gap analysis comes with Premium: every kind of change, replies by side, your rhythm archetype and when silence is unusual.',
  memoryNotes: () =>
    'Memory notes come with the gap analysis in Base and Premium. The notes you saved stay readable.',
  export: (format: ExportFormat, tier: PlanTier) =>
    `${FORMAT_NAMES[format]} comes with ${tier === 'base' ? 'Base and Premium' : 'Premium'}. Upgrade to download it.`,
}

export const FORMAT_NAMES: Record<ExportFormat, string> = {
  csv: 'CSV export',
  pdf: 'PDF export',
  json: 'JSON export',
  png: 'The PNG summary card',
  report: 'Custom reports',
}
