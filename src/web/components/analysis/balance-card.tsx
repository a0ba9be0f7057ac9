import { Scale } from 'lucide-react'
import { cn } from '#src/web/lib/cn'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'

export type BalanceCardProps = {
  yourMessages: number
  theirMessages: number
  /** The balance insight sentence. */
  insight: string
  className?: string
}

/** Who sends how much: the two message counts as one split bar, and the balance insight. */
export function BalanceCard({ yourMessages, theirMessages, insight, className }: BalanceCardProps) {
  const total = yourMessages + theirMessages
  const yourShare = total > 0 ? Math.round((yourMessages / total) * 100) : 50
  const { t } = useT()
  return (
    <Card className={cn(className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Scale aria-hidden="true" className="size-4 text-primary" />
          {t('analysis.balance.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div
          className="flex h-3 overflow-hidden rounded-full bg-accent"
          role="img"
          aria-label={t('analysis.balance.split', {
            yours: yourShare / 100,
            theirs: (100 - yourShare) / 100,
          })}
        >
          <div className="bg-primary" style={{ width: `${yourShare}%` }} />
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
          <span className="whitespace-nowrap">
            <span className="me-1.5 inline-block size-2.5 rounded-full bg-primary" />
            <T
              id="analysis.balance.yours"
              values={{ count: yourMessages }}
              components={{ 0: <strong className="tabular-nums" /> }}
            />
          </span>
          <span className="whitespace-nowrap">
            <span className="me-1.5 inline-block size-2.5 rounded-full bg-accent" />
            <T
              id="analysis.balance.theirs"
              values={{ count: theirMessages }}
              components={{ 0: <strong className="tabular-nums" /> }}
            />
          </span>
        </div>
        <p className="text-muted-foreground text-sm leading-relaxed">{insight}</p>
      </CardContent>
    </Card>
  )
}
