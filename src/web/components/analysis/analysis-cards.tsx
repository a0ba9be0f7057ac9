// The analysis blocks that the try-it results and a connection's page both show, so the two
// read the same figures the same way.

import { MessagesSquare, Send, Timer } from 'lucide-react'
import type { ElementType, ReactNode } from 'react'
import type { FirstFigures } from '#src/analysis/types'
import { formatCount, formatMinutes, formatPercent } from '#src/i18n/format-numbers'
import { healthInsightText, insightTexts } from '#src/i18n/insight-texts'
import { type Translate, useT } from '#src/web/lib/i18n/use-t'
import { Card } from '../ui/card'
import { formatDurationText } from './analysis-texts'
import { BalanceCard } from './balance-card'
import { QuickStats } from './quick-stats'
import { ResponseStyleCard } from './response-style-card'
import { RhythmScore } from './rhythm-score'
import { StatCard } from './stat-card'

/** 'You reply in 12 minutes, they in 2 hours', or a neutral line when one side never replied. */
function replyHint(data: FirstFigures['analysisData'], t: Translate, locale: string): string {
  const yours = data.responseTimeBySender.user1
  const theirs = data.responseTimeBySender.user2
  return yours.totalResponses > 0 && theirs.totalResponses > 0
    ? t('analysis.cards.replyHint', {
        yours: formatMinutes(yours.averageMinutes, locale),
        theirs: formatMinutes(theirs.averageMinutes, locale),
      })
    : t('analysis.cards.replyHintBoth')
}

/** The rhythm score with its health insight; the label's element fits the page's outline. */
export function RhythmScoreCard({
  result,
  labelAs: Label = 'h2',
}: {
  result: FirstFigures
  labelAs?: ElementType
}) {
  const { t } = useT()
  return (
    <Card className="flex flex-col items-center justify-center gap-1 p-6">
      <Label className="font-medium text-muted-foreground text-sm">
        {t('analysis.cards.rhythmScore')}
      </Label>
      <RhythmScore score={result.rhythmScore} />
      <p className="mt-2 max-w-60 text-center text-muted-foreground text-xs leading-relaxed">
        {healthInsightText(result, t)}
      </p>
    </Card>
  )
}

/** Total messages, who initiates and the average response, from the chosen side. */
export function HeadlineStatCards({
  result,
  totalHint,
  afterTotal,
}: {
  result: FirstFigures
  totalHint: string
  /** A card of the page's own, placed right after the total. */
  afterTotal?: ReactNode
}) {
  const { t, locale } = useT()
  return (
    <>
      <StatCard
        label={t('analysis.cards.totalMessages')}
        value={formatCount(result.totalMessages, locale)}
        hint={totalHint}
        icon={MessagesSquare}
      />
      {afterTotal}
      <StatCard
        label={t('analysis.cards.youInitiate')}
        value={formatPercent(result.initiationRate, locale)}
        hint={t('analysis.cards.youInitiateHint')}
        icon={Send}
      />
      <StatCard
        label={t('analysis.cards.avgResponse')}
        value={formatDurationText(result.avgResponseTime, locale, t)}
        hint={replyHint(result.analysisData, t, locale)}
        icon={Timer}
      />
    </>
  )
}

/** Quick stats, then the communication balance and response style side by side. */
export function AnalysisDetails({ result }: { result: FirstFigures }) {
  const { t, locale } = useT()
  const data = result.analysisData
  const insights = insightTexts(result, t, locale)
  return (
    <>
      <QuickStats stats={data.quickStats} />
      <div className="grid gap-4 md:grid-cols-2">
        <BalanceCard
          yourMessages={data.user1Messages}
          theirMessages={data.user2Messages}
          insight={insights.balanceInsight}
        />
        <ResponseStyleCard
          averageResponse={formatDurationText(result.avgResponseTime, locale, t)}
          totalResponses={data.responseTimeStats.totalResponses}
          distribution={data.responseDistribution}
          insight={insights.responseInsight}
        />
      </div>
    </>
  )
}
