import { Settings } from 'lucide-react'
import { Link } from 'react-router'
import type { ConnectionListItem } from '#src/contract/connections'
import { formatMonthRange } from '#src/i18n/format-dates'
import { numberFormat } from '#src/i18n/format-intl'
import { Badge } from '#src/web/components/ui/badge'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { patternText, RELATIONSHIP_TYPE_IDS } from './dashboard-texts'
import { patternBadgeVariant } from './pattern-badge'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
    </div>
  )
}

/** The whole card opens the connection; the settings button sits above that link. */
export function ConnectionCard({
  connection,
  asUser2,
}: {
  connection: ConnectionListItem
  asUser2: boolean
}) {
  const { t, locale } = useT()
  const analysis = connection.latestAnalysis
  // docs/product.md §4 view-as: from User 2's side, they start what User 1 does not.
  const initiation = analysis && (asUser2 ? 100 - analysis.initiationRate : analysis.initiationRate)
  return (
    <Card className="group relative flex w-full flex-col gap-4 p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3 pe-12 sm:pe-10">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-lg">
            <Link
              to={`/connections/${connection.id}`}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {connection.name}
            </Link>
          </h3>
          <p className="text-muted-foreground text-sm">
            {connection.relationshipType
              ? t(RELATIONSHIP_TYPE_IDS[connection.relationshipType])
              : t('dashboard.card.noRelationshipType')}
          </p>
        </div>
        {analysis ? (
          <Badge variant="green">{t('dashboard.card.analyzed')}</Badge>
        ) : (
          <Badge variant="outline">{t('dashboard.card.notAnalyzed')}</Badge>
        )}
      </div>
      <Button
        asChild
        variant="ghost"
        size="icon-sm"
        className="absolute top-4 end-4 z-10 opacity-0 transition-opacity focus-visible:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
      >
        <Link
          to={`/connections/${connection.id}/settings`}
          aria-label={t('dashboard.card.settingsFor', { name: connection.name })}
        >
          <Settings />
        </Link>
      </Button>
      {analysis ? (
        <>
          <dl className="grid grid-cols-3 gap-2">
            <Figure
              label={t('dashboard.card.rhythmScore')}
              value={numberFormat(locale).format(analysis.rhythmScore)}
            />
            <Figure
              label={t('dashboard.card.messages')}
              value={numberFormat(locale).format(analysis.totalMessages)}
            />
            <Figure
              label={t('dashboard.card.youInitiate')}
              value={t('dashboard.card.percent', { value: (initiation ?? 0) / 100 })}
            />
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant={patternBadgeVariant(analysis.communicationPattern)}>
              {patternText(analysis.communicationPattern, t)}
            </Badge>
            <span className="text-muted-foreground text-xs">
              {formatMonthRange(analysis.dateRangeStart, analysis.dateRangeEnd, locale)}
            </span>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{t('dashboard.card.uploadPrompt')}</p>
      )}
    </Card>
  )
}
