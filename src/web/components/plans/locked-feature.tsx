import { Lock, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { PlanTier } from '#src/contract/plans'
import { cn } from '#src/web/lib/cn'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { Button } from '../ui/button'

type LockedFeatureProps = {
  title: string
  /** What the feature would give: said plainly, never as blame. */
  description: string
  /** The cheapest plan that unlocks it. */
  tier: Exclude<PlanTier, 'free'>
  icon: LucideIcon
  /** A decorative glimpse shown blurred behind the message. */
  preview?: ReactNode
  className?: string
  headingLevel?: 'h2' | 'h3' | 'h4'
  /** The way on; an Upgrade link to /pricing unless given. */
  action?: ReactNode
}

const BARS = [40, 65, 30, 80, 55, 20, 70, 45, 60, 35]

/** A feature the plan does not include: what it would give and an Upgrade button (the blurred card of docs/product.md §2). */
export function LockedFeature({
  title,
  description,
  tier,
  icon: Icon,
  preview,
  className,
  headingLevel: Heading = 'h2',
  action,
}: LockedFeatureProps) {
  const { t } = useT()
  return (
    <section
      aria-label={t('plans.locked.label', { title })}
      className={cn(
        'relative overflow-hidden rounded-xl border border-border bg-surface',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none min-h-44 select-none p-5 blur-[3px]">
        {preview ?? (
          <div className="flex h-32 items-end gap-1.5">
            {BARS.map((height, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
                key={index}
                className="flex-1 rounded-t bg-primary/40"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        )}
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/75 p-4 text-center">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-purple-soft px-2.5 py-0.5 font-medium text-purple-soft-foreground text-xs">
          <Lock aria-hidden="true" className="size-3" />
          {tier === 'base' ? t('plans.locked.tierBase') : t('plans.locked.tierPremium')}
        </span>
        <Heading className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </Heading>
        <p className="max-w-sm text-pretty text-muted-foreground text-sm">{description}</p>
        {action ?? (
          <Button asChild size="sm">
            <LocaleLink to="/pricing">{t('plans.locked.upgrade')}</LocaleLink>
          </Button>
        )}
      </div>
    </section>
  )
}
