import type { PlanEntitlements } from '#src/contract/entitlements'

const EXPORT_NAMES = {
  csv: 'CSV',
  pdf: 'PDF',
  json: 'JSON',
  png: 'PNG card',
  report: 'custom reports',
}

/** What a plan unlocks, in words, from the one entitlements table. */
export function unlockedFeatures(e: PlanEntitlements): { name: string; included: boolean }[] {
  const exports = e.exports.map((format) => EXPORT_NAMES[format]).join(', ')
  return [
    { name: 'Relationship analysis and saved results', included: true },
    { name: 'Comparison of all your connections', included: e.comparison },
    {
      name:
        e.gapAnalysis === 'advanced'
          ? 'Advanced gap analysis'
          : e.gapAnalysis === 'basic'
            ? 'Basic gap analysis with memory notes'
            : 'Gap analysis',
      included: e.gapAnalysis !== 'none',
    },
    { name: exports ? `Export: ${exports}` : 'Export', included: e.exports.length > 0 },
  ]
}
