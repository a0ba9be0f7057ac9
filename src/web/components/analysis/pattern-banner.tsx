import { Activity } from 'lucide-react'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { patternText } from './analysis-texts'

export type PatternBannerProps = {
  /** docs/product.md §9 communication pattern, e.g. 'Regular messaging'. */
  pattern: string
  /** The pattern insight sentence. */
  insight: string
  className?: string
}

export function PatternBanner({ pattern, insight, className }: PatternBannerProps) {
  const { t } = useT()
  return (
    <section
      aria-label={t('analysis.pattern.label')}
      className={cn(
        'flex items-start gap-4 rounded-xl border border-primary/15 bg-primary-soft p-5 text-primary-soft-foreground',
        className,
      )}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-primary shadow-xs">
        <Activity aria-hidden="true" className="size-5" />
      </span>
      <div className="flex flex-col gap-1">
        <p className="font-medium text-xs uppercase tracking-wide opacity-80">
          {t('analysis.pattern.label')}
        </p>
        <p className="font-semibold text-lg text-foreground">{patternText(pattern, t)}</p>
        <p className="text-sm leading-relaxed">{insight}</p>
      </div>
    </section>
  )
}
