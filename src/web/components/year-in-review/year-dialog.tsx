import { Sparkles } from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import type { AnalysisResult } from '#src/analysis/types'
import { useT } from '#src/web/lib/i18n/use-t'
import { withMessages } from '#src/web/lib/i18n/with-messages'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog'
import { Spinner } from '../ui/spinner'
import { latestStoryYear } from './year-story'

// The slides and their messages (the rhythm types' names among them) arrive when opened.
const YearSlides = lazy(
  withMessages(['year', 'gap'], () =>
    import('./year-slides').then((module) => ({ default: module.YearSlides })),
  ),
)
const SampleYearSlides = lazy(withMessages(['year', 'gap'], () => import('./sample-year-slides')))

type FrameProps = { label: string; title: string; description: string; children: ReactNode }

function YearDialogFrame({ label, title, description, children }: FrameProps) {
  const { t } = useT()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Sparkles aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-muted-foreground" role="status">
              <Spinner />
              {t('year.page.loading')}
            </p>
          }
        >
          {children}
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}

/**
 * The year in review of an analysis held in the page (try-it, a shared chat): no address,
 * nothing stored. `result` is the analysis as the reader sees it (view-as applied).
 */
export function YearDialog({ result }: { result: AnalysisResult }) {
  const { t } = useT()
  const year = latestStoryYear(result)
  if (year === null) return null
  return (
    <YearDialogFrame
      label={t('year.entry.openYear', { year: String(year) })}
      title={t('year.page.title')}
      description={t('year.page.description', { year: String(year) })}
    >
      <YearSlides result={result} year={year} names={null} />
    </YearDialogFrame>
  )
}

/** The landing page's sample year, from a made-up chat analysed on the device. */
export function SampleYearDialog() {
  const { t } = useT()
  return (
    <YearDialogFrame
      label={t('year.entry.sample')}
      title={t('year.sample.title')}
      description={t('year.sample.note')}
    >
      <SampleYearSlides />
    </YearDialogFrame>
  )
}
