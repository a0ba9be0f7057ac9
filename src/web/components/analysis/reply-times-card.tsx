import { Timer } from 'lucide-react'
import type { AnalysisResult, RhythmReplySide, RhythmReplyTimes } from '#src/analysis/types'
import { formatMinutes } from '#src/i18n/format-numbers'
import { type Translate, useT } from '#src/web/lib/i18n/use-t'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'

type SideProps = {
  title: string
  side: RhythmReplySide
  /** The average reply of this side (docs/product.md §9), minutes; null when this side never replied. */
  averageMinutes: number | null
  t: Translate
  locale: string
}

/** One side's typical reply, "most replies within" and the average of docs/product.md §9, as a list of terms. */
function Side({ title, side, averageMinutes, t, locale }: SideProps) {
  const minutes = (value: number | null) =>
    value === null ? t('analysis.quickStats.noReplies') : formatMinutes(value, locale)
  const rows = [
    { term: t('analysis.replyTimes.typical'), value: minutes(side.medianMinutes), strong: true },
    { term: t('analysis.replyTimes.mostWithin'), value: minutes(side.p90Minutes), strong: false },
    { term: t('analysis.replyTimes.average'), value: minutes(averageMinutes), strong: false },
  ]
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4">
      <h4 className="font-medium text-sm">{title}</h4>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className={row.strong ? 'font-semibold text-lg tabular-nums' : 'tabular-nums'}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-xs">
        {t('analysis.replyTimes.count', { count: side.count })}
      </p>
    </div>
  )
}

/** Who writes first after a pause, and how long a pause usually lasts. */
function reopeningText(reopenings: RhythmReplyTimes['reopenings'], t: Translate, locale: string) {
  if (reopenings.medianPauseMinutes === null) return t('analysis.replyTimes.noPauses')
  return t('analysis.replyTimes.reopenings', {
    yours: reopenings.user1,
    theirs: reopenings.user2,
    pause: formatMinutes(reopenings.medianPauseMinutes, locale),
  })
}

/**
 * Reply times within a conversation (docs/analysis.md §12), beside the average of
 * docs/product.md §9: the typical reply and the time most replies come within, per side, and
 * who re-opens after a pause. Nothing for an analysis saved before the rhythm existed.
 */
export function ReplyTimesCard({ result }: { result: AnalysisResult }) {
  const { t, locale } = useT()
  const replyTimes = result.rhythm?.replyTimes
  if (!replyTimes) return null
  const bySender = result.analysisData.responseTimeBySender
  const average = (side: 'user1' | 'user2') =>
    bySender[side].totalResponses > 0 ? bySender[side].averageMinutes : null
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Timer aria-hidden="true" className="size-4 text-primary" />
          {t('analysis.replyTimes.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Side
            title={t('analysis.replyTimes.you')}
            side={replyTimes.user1}
            averageMinutes={average('user1')}
            t={t}
            locale={locale}
          />
          <Side
            title={t('analysis.replyTimes.them')}
            side={replyTimes.user2}
            averageMinutes={average('user2')}
            t={t}
            locale={locale}
          />
        </div>
        <p className="text-muted-foreground text-sm leading-relaxed">
          {t('analysis.replyTimes.why', {
            cutoff: formatMinutes(replyTimes.cutoffMinutes, locale),
            source: replyTimes.cutoffSource,
          })}
        </p>
        <p className="text-sm leading-relaxed">{reopeningText(replyTimes.reopenings, t, locale)}</p>
      </CardContent>
    </Card>
  )
}
