import { GitCompareArrows, Moon } from 'lucide-react'
import type { MessageId } from '#src/i18n/messages'
import { LockedFeature } from '#src/web/components/plans/locked-feature'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { scrollToSection } from '../../scroll-to-section'

const LOCKED: { title: MessageId; text: MessageId; icon: typeof Moon }[] = [
  {
    title: 'landing.tryIt.results.gap.title',
    text: 'landing.tryIt.results.gap.text',
    icon: Moon,
  },
  {
    title: 'landing.tryIt.results.compare.title',
    text: 'landing.tryIt.results.compare.text',
    icon: GitCompareArrows,
  },
]

/** Spec §2: two blurred Premium cards with a 'View Plans' button that scrolls to pricing. */
export function PremiumLockedCards() {
  const { t } = useT()
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LOCKED.map(({ title, text, icon }) => (
        <LockedFeature
          key={title}
          title={t(title)}
          description={t(text)}
          tier="premium"
          icon={icon}
          headingLevel="h4"
          action={
            <Button size="sm" variant="outline" onClick={() => scrollToSection('pricing')}>
              {t('landing.tryIt.results.viewPlans')}
            </Button>
          }
        />
      ))}
    </div>
  )
}
