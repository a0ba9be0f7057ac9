import { useQuery } from '@tanstack/react-query'
import { Compass } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { GapAnalysisData } from '#src/analysis/types'
import type { Annotation } from '#src/contract/annotations'
import type { AdvancedGap, GapRhythm } from '#src/contract/gap-analysis'
import { LockedFeature } from '#src/web/components/plans/locked-feature'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'
import { useT } from '#src/web/lib/i18n/use-t'
import { prefersReducedMotion } from '#src/web/lib/prefers-reduced-motion'
import { getAnnotationsQueryOptions } from '../api/get-annotations'
import { AnomalyList } from './anomaly-list'
import { ArchetypeCard } from './archetype-card'
import { BalanceOverTime } from './balance-over-time'
import { ChaptersTimeline } from './chapters-timeline'
import { CommunicationTimeline } from './communication-timeline'
import { GapHeader } from './gap-header'
import { type GapSelection, NO_SELECTION, selectAnomaly, selectMonth } from './gap-selection'
import { GapSummaryCards } from './gap-summary-cards'
import { MonthByMonth } from './month-by-month'
import { RepliesBySide } from './replies-by-side'
import { timelineMonths } from './timeline-months'
import { UnusualSilenceHours } from './unusual-silence-hours'

function scrollToAnomaly(anomalyId: string | null) {
  if (!anomalyId) return
  document
    .getElementById(`anomaly-${anomalyId}`)
    ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
}

/** The newest note of each anomaly (the list comes newest first). */
function notesByAnomaly(annotations: Annotation[]): Map<string, Annotation> {
  const notes = new Map<string, Annotation>()
  for (const a of annotations) if (!notes.has(a.anomalyId)) notes.set(a.anomalyId, a)
  return notes
}

type GapAnalysisViewProps = {
  data: GapAnalysisData
  access: 'basic' | 'advanced'
  advanced: AdvancedGap | null
  /** null for an analysis saved before chapters existed: nothing of them shows. */
  rhythm?: GapRhythm | null
}

export function GapAnalysisView({ data, access, advanced, rhythm = null }: GapAnalysisViewProps) {
  const { t, locale } = useT()
  const [selection, setSelection] = useState<GapSelection>(NO_SELECTION)
  const annotations = useQuery(getAnnotationsQueryOptions(data.connectionId))
  const months = useMemo(
    () => timelineMonths(data.monthlyTimeline, data.anomalies, locale),
    [data.monthlyTimeline, data.anomalies, locale],
  )
  const notes = useMemo(() => notesByAnomaly(annotations.data ?? []), [annotations.data])

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <GapHeader data={data} />
      <GapSummaryCards stats={data.summaryStats} />
      <CommunicationTimeline
        months={months}
        selectedKey={selection.monthKey}
        onSelect={(month) => {
          const next = selectMonth(month)
          setSelection(next)
          scrollToAnomaly(next.anomalyId)
        }}
      />
      {rhythm ? (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <ChaptersTimeline chapters={rhythm.chapters} />
          <BalanceOverTime balance={rhythm.balanceOverTime} />
        </div>
      ) : null}
      {annotations.isError ? (
        <Alert variant="warning">
          <AlertDescription>
            {t('gap.view.annotationsFailed', { message: annotations.error.message })}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <AnomalyList
          className="lg:col-span-2"
          anomalies={data.anomalies}
          connectionId={data.connectionId}
          notes={notes}
          selectedId={selection.anomalyId}
          onSelect={(anomaly) => setSelection(selectAnomaly(anomaly))}
        />
        <aside className="flex flex-col gap-6">
          {access === 'advanced' ? (
            <ArchetypeCard archetype={data.archetype} />
          ) : (
            <LockedFeature
              headingLevel="h2"
              title={t('gap.view.advancedTitle')}
              description={t('gap.view.advancedDescription')}
              tier="premium"
              icon={Compass}
              className="min-h-64"
            />
          )}
          <MonthByMonth months={data.monthlyTimeline} selectedKey={selection.monthKey} />
          {advanced ? (
            <>
              <RepliesBySide you={advanced.repliesBySide.you} them={advanced.repliesBySide.them} />
              <UnusualSilenceHours hours={advanced.hourOfWeek} />
            </>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
