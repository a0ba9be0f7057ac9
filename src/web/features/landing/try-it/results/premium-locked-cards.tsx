import { GitCompareArrows, Moon } from 'lucide-react'
import { LockedFeature } from '#src/web/components/plans/locked-feature'
import { Button } from '#src/web/components/ui/button'
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
      {LOCKED.map(({ title, text, icon }) => (
        <LockedFeature
          key={title}
          title={title}
          description={text}
          tier="premium"
          icon={icon}
          headingLevel="h4"
          action={
            <Button size="sm" variant="outline" onClick={() => scrollToSection('pricing')}>
              View Plans
            </Button>
          }
        />
      ))}
    </div>
  )
}
