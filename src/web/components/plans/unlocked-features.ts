import type { ExportFormat, PlanEntitlements } from '#src/contract/entitlements'
import type { AppLocale } from '#src/i18n/locales'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** Each export format's name; the file types are the same word in every language. */
const exportName = (format: ExportFormat, t: Translate): string =>
  format === 'png'
    ? t('plans.export.png')
    : format === 'report'
      ? t('plans.export.report')
      : format.toUpperCase()

/** What a plan unlocks, in words, from the one entitlements table. */
export function unlockedFeatures(
  e: PlanEntitlements,
  t: Translate,
  locale: AppLocale,
): { name: string; included: boolean }[] {
  // 'CSV, PDF': the language's list commas, with no 'and' before the last.
  const exports = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    e.exports.map((format) => exportName(format, t)),
  )
  return [
    { name: t('plans.unlocked.analysis'), included: true },
    { name: t('plans.unlocked.comparison'), included: e.comparison },
    {
      name:
        e.gapAnalysis === 'advanced'
          ? t('plans.unlocked.gapAdvanced')
          : e.gapAnalysis === 'basic'
            ? t('plans.unlocked.gapBasic')
            : t('plans.unlocked.gap'),
      included: e.gapAnalysis !== 'none',
    },
    { name: t('plans.unlocked.chapters'), included: e.rhythmChapters },
    {
      name: exports
        ? t('plans.unlocked.exportList', { formats: exports })
        : t('plans.unlocked.export'),
      included: e.exports.length > 0,
    },
  ]
}
