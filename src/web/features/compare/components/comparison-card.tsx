import { ArrowRight, Clock, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'
import type { ComparisonItem } from '#src/analysis/compare'
import { numberFormat } from '#src/i18n/format-intl'
import { Badge } from '#src/web/components/ui/badge'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import {
  formatResponseHours,
  formatWeeklyChats,
  lastChatText,
  relationshipText,
  STATUS_BADGE,
  STATUS_LABEL_IDS,
} from './format-comparison'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
    </div>
  )
}

/** docs/product.md §2 comparison card: who, how it is going, four figures and where to look closer. */
export function ComparisonCard({ item }: { item: ComparisonItem }) {
  const { t, locale } = useT()
  const { connection, metrics } = item
  const lastChat = lastChatText(item.lastChatDate, t, locale)
  const you = metrics.initiationPercentage / 100
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-lg">{connection.name}</h3>
          <p className="text-muted-foreground text-sm">
            {relationshipText(connection.relationshipType, t)}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[item.status]}>{t(STATUS_LABEL_IDS[item.status])}</Badge>
      </div>
      {lastChat ? (
        <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
          <Clock aria-hidden="true" className="size-3.5" />
          {lastChat}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between text-xs">
          <span className="text-muted-foreground">{t('compare.card.whoFirst')}</span>
          <span className="font-medium tabular-nums">
            {t('compare.card.split', { you, them: (100 - metrics.initiationPercentage) / 100 })}
          </span>
        </div>
        <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-accent-soft">
          <span className="bg-primary" style={{ width: `${metrics.initiationPercentage}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label={t('compare.card.youInitiate')}
          value={t('compare.percent', { value: you })}
        />
        <Figure
          label={t('compare.card.responseTime')}
          value={formatResponseHours(metrics.averageResponseTimeHours, locale)}
        />
        <Figure
          label={t('compare.card.weeklyChats')}
          value={formatWeeklyChats(metrics.weeklyChats, locale)}
        />
        <Figure
          label={t('compare.card.healthScore')}
          value={numberFormat(locale).format(metrics.healthScore)}
        />
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/connections/${connection.id}`}
            aria-label={t('compare.card.viewAnalysisOf', { name: connection.name })}
          >
            {t('compare.card.viewAnalysis')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link
            to={`/connections/${connection.id}/gap-analysis`}
            aria-label={t('compare.card.viewGapsWith', { name: connection.name })}
          >
            <TrendingUp aria-hidden="true" />
            {t('compare.card.viewGaps')}
          </Link>
        </Button>
      </div>
    </Card>
  )
}
