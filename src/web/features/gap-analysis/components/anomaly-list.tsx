import { Leaf } from 'lucide-react'
import type { Anomaly } from '#src/analysis/types'
import type { Annotation } from '#src/contract/annotations'
import { Card } from '#src/web/components/ui/card'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { AnomalyCard } from './anomaly-card'

type AnomalyListProps = {
  anomalies: Anomaly[]
  connectionId: string
  notes: Map<string, Annotation>
  selectedId: string | null
  onSelect: (anomaly: Anomaly) => void
  className?: string
}

export function AnomalyList(props: AnomalyListProps) {
  const { anomalies, connectionId, notes, selectedId, onSelect, className } = props
  const { t } = useT()
  return (
    <section aria-labelledby="moments-heading" className={cn('flex flex-col gap-4', className)}>
      <div>
        <h2 id="moments-heading" className="font-semibold text-xl tracking-tight">
          {t('gap.moments.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('gap.moments.description')}</p>
      </div>
      {anomalies.length === 0 ? (
        <Card className="flex items-center gap-3 p-6 text-muted-foreground">
          <Leaf aria-hidden="true" className="size-5 text-success" />
          {t('gap.moments.none')}
        </Card>
      ) : (
        anomalies.map((anomaly) => (
          <AnomalyCard
            key={anomaly.id}
            anomaly={anomaly}
            connectionId={connectionId}
            note={notes.get(anomaly.id) ?? null}
            selected={anomaly.id === selectedId}
            onSelect={() => onSelect(anomaly)}
          />
        ))
      )}
    </section>
  )
}
