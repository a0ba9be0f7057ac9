import { GitCompareArrows, Moon } from 'lucide-react'
import type { MouseEvent } from 'react'
import type { MessageId } from '#src/i18n/messages'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { scrollToSection } from '#src/web/lib/scroll-to-section'
import { LockedFeature } from '../plans/locked-feature'
import { Button } from '../ui/button'

/** On the landing page the plans are further down; elsewhere (a shared chat) the pricing page. */
function toPlans(event: MouseEvent) {
  if (!document.getElementById('pricing')) return
  event.preventDefault()
  scrollToSection('pricing')
}

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

/** docs/product.md §2: two blurred Premium cards with a 'View Plans' button that scrolls to pricing. */
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
            <Button asChild size="sm" variant="outline">
              <LocaleLink to="/pricing" onClick={toPlans}>
                {t('landing.tryIt.results.viewPlans')}
              </LocaleLink>
            </Button>
          }
        />
      ))}
    </div>
  )
}
