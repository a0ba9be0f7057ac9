import { Users } from 'lucide-react'
import type { AnalysisResult } from '#src/analysis/types'
import { numberFormat } from '#src/i18n/format-intl'
import { HeadlineStatCards, RhythmScoreCard } from '#src/web/components/analysis/analysis-cards'
import { StatCard } from '#src/web/components/analysis/stat-card'
import { useT } from '#src/web/lib/i18n/use-t'

/** docs/product.md §2: the rhythm score and the four cards, from the chosen side. */
export function AnalysisFigures({ result }: { result: AnalysisResult }) {
  const { t, locale } = useT()
  const data = result.analysisData
  return (
    <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <RhythmScoreCard result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <HeadlineStatCards
          result={result}
          totalHint={t('connections.figures.perDay', { count: data.quickStats.averageDaily })}
          afterTotal={
            <StatCard
              label={t('connections.figures.conversations')}
              value={numberFormat(locale).format(data.conversationsDetected)}
              hint={t('connections.figures.perConversation', {
                count: data.averageConversationLength,
              })}
              icon={Users}
            />
          }
        />
      </div>
    </div>
  )
}
