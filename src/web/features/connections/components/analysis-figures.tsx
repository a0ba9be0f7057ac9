import { Users } from 'lucide-react'
import type { AnalysisResult } from '#src/analysis/types'
import { HeadlineStatCards, RhythmScoreCard } from '#src/web/components/analysis/analysis-cards'
import { StatCard } from '#src/web/components/analysis/stat-card'

/** Spec §2: the rhythm score and the four cards, from the chosen side. */
export function AnalysisFigures({ result }: { result: AnalysisResult }) {
  const data = result.analysisData
  return (
    <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <RhythmScoreCard result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <HeadlineStatCards
          result={result}
          totalHint={`${data.quickStats.averageDaily} messages a day`}
          afterTotal={
            <StatCard
              label="Conversations Shared"
              value={data.conversationsDetected.toLocaleString('en-US')}
              hint={`About ${data.averageConversationLength} messages each`}
              icon={Users}
            />
          }
        />
      </div>
    </div>
  )
}
