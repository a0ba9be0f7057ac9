import { GitCompareArrows, Lock, Moon } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { scrollToSection } from '../../scroll-to-section'

const LOCKED = [
  {
    title: 'Gap Analysis',
    text: 'Month-by-month rhythm, long silences and what changed around them.',
    icon: Moon,
  },
  {
    title: 'Compare Relationships',
    text: 'See all your connections side by side, ranked and sorted.',
    icon: GitCompareArrows,
  },
]

/** Spec §2: two blurred Premium cards with a 'View Plans' button that scrolls to pricing. */
export function PremiumLockedCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LOCKED.map(({ title, text, icon: Icon }) => (
        <div
          key={title}
          className="relative overflow-hidden rounded-xl border border-border bg-surface"
        >
          <div aria-hidden="true" className="pointer-events-none select-none p-5 blur-[3px]">
            <div className="flex items-center gap-2 font-semibold">
              <Icon className="size-4 text-primary" />
              {title}
            </div>
            <div className="mt-4 flex h-20 items-end gap-1.5">
              {[40, 65, 30, 80, 55, 20, 70, 45].map((height) => (
                <span
                  key={height}
                  className="flex-1 rounded-t bg-primary/40"
                  style={{ height: `${height}%` }}
                />
              ))}
            </div>
          </div>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-surface/70 p-4 text-center">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-purple-soft px-2.5 py-0.5 font-medium text-purple-soft-foreground text-xs">
              <Lock aria-hidden="true" className="size-3" />
              Premium
            </span>
            <h4 className="font-semibold">{title}</h4>
            <p className="max-w-xs text-muted-foreground text-xs">{text}</p>
            <Button size="sm" variant="outline" onClick={() => scrollToSection('pricing')}>
              View Plans
            </Button>
          </div>
        </div>
      ))}
    </div>
  )
}
