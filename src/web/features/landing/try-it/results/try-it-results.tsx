import { CalendarRange, MessagesSquare, Send, Timer } from 'lucide-react'
import { useState } from 'react'
import { formatDuration } from '../../../../../analysis/format'
import type { AnalysisResult, ViewAs } from '../../../../../analysis/types'
import { viewAs } from '../../../../../analysis/view-as'
import { BalanceCard } from '../../../../components/analysis/balance-card'
import { PatternBanner } from '../../../../components/analysis/pattern-banner'
import { QuickStats } from '../../../../components/analysis/quick-stats'
import { ResponseStyleCard } from '../../../../components/analysis/response-style-card'
import { RhythmScore } from '../../../../components/analysis/rhythm-score'
import { StatCard } from '../../../../components/analysis/stat-card'
import { ViewAsToggle } from '../../../../components/analysis/view-as-toggle'
import { Card } from '../../../../components/ui/card'
import { formatWallClockRange } from '../../../../lib/format-date'
import { PremiumLockedCards } from './premium-locked-cards'
import { SaveResultsCta } from './save-results-cta'

/** Spec §2 step 4: 'Your Free Relationship Analysis'. */
export function TryItResults({ result: original }: { result: AnalysisResult }) {
  const [side, setSide] = useState<ViewAs>('user1')
  const result = viewAs(original, side)
  const data = result.analysisData
  const yours = data.responseTimeBySender.user1
  const theirs = data.responseTimeBySender.user2
  const replyHint =
    yours.totalResponses > 0 && theirs.totalResponses > 0
      ? `You reply in ${formatDuration(yours.averageMinutes)}, they in ${formatDuration(theirs.averageMinutes)}`
      : 'Across both of you'

  return (
    <div className="flex flex-col gap-6" data-testid="try-it-results">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 className="font-bold text-2xl tracking-tight">Your Free Relationship Analysis</h3>
          <p className="mt-1 flex items-center gap-1.5 text-muted-foreground text-sm">
            <CalendarRange aria-hidden="true" className="size-4" />
            {formatWallClockRange(result.dateRangeStart, result.dateRangeEnd)}
          </p>
        </div>
        <ViewAsToggle value={side} onChange={setSide} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
        <Card className="flex flex-col items-center justify-center gap-1 p-6">
          <p className="font-medium text-muted-foreground text-sm">Rhythm Score</p>
          <RhythmScore score={result.rhythmScore} />
          <p className="mt-2 max-w-60 text-center text-muted-foreground text-xs leading-relaxed">
            {result.healthInsight}
          </p>
        </Card>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label="Total Messages"
              value={result.totalMessages.toLocaleString('en-US')}
              hint={`${data.conversationsDetected.toLocaleString('en-US')} conversations`}
              icon={MessagesSquare}
            />
            <StatCard
              label="You Initiate"
              value={`${result.initiationRate}%`}
              hint="of conversations start with you"
              icon={Send}
            />
            <StatCard
              label="Avg Response"
              value={result.avgResponseTime}
              hint={replyHint}
              icon={Timer}
            />
          </div>
          <PatternBanner pattern={result.communicationPattern} insight={result.patternInsight} />
        </div>
      </div>
      <QuickStats stats={data.quickStats} />
      <div className="grid gap-4 md:grid-cols-2">
        <BalanceCard
          yourMessages={data.user1Messages}
          theirMessages={data.user2Messages}
          insight={result.balanceInsight}
        />
        <ResponseStyleCard
          averageResponse={result.avgResponseTime}
          totalResponses={data.responseTimeStats.totalResponses}
          distribution={data.responseDistribution}
          insight={result.responseInsight}
        />
      </div>
      <PremiumLockedCards />
      <SaveResultsCta />
    </div>
  )
}
