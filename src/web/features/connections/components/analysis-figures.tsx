import { MessagesSquare, Send, Timer, Users } from 'lucide-react'
import { formatDuration } from '../../../../analysis/format'
import type { AnalysisResult } from '../../../../analysis/types'
import { RhythmScore } from '../../../components/analysis/rhythm-score'
import { StatCard } from '../../../components/analysis/stat-card'
import { Card } from '../../../components/ui/card'

/** Spec §2: the rhythm score and the four cards, from the chosen side. */
export function AnalysisFigures({ result }: { result: AnalysisResult }) {
  const data = result.analysisData
  const yours = data.responseTimeBySender.user1
  const theirs = data.responseTimeBySender.user2
  const replyHint =
    yours.totalResponses > 0 && theirs.totalResponses > 0
      ? `You reply in ${formatDuration(yours.averageMinutes)}, they in ${formatDuration(theirs.averageMinutes)}`
      : 'Across both of you'
  return (
    <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <Card className="flex flex-col items-center justify-center gap-1 p-6">
        <h2 className="font-medium text-muted-foreground text-sm">Rhythm Score</h2>
        <RhythmScore score={result.rhythmScore} />
        <p className="mt-2 max-w-60 text-center text-muted-foreground text-xs leading-relaxed">
          {result.healthInsight}
        </p>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Total Messages"
          value={result.totalMessages.toLocaleString('en-US')}
          hint={`${data.quickStats.averageDaily} messages a day`}
          icon={MessagesSquare}
        />
        <StatCard
          label="Conversations Shared"
          value={data.conversationsDetected.toLocaleString('en-US')}
          hint={`About ${data.averageConversationLength} messages each`}
          icon={Users}
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
    </div>
  )
}
