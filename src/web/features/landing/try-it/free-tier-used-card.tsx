import { PlayCircle, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { scrollToSection } from '#src/web/lib/scroll-to-section'

// Premium's price as the contract's plans give it (src/contract/plans.ts), kept out of this
// chunk's imports: the plans module brings its schemas.
const PREMIUM_PRICE = '$9.99'

/** docs/product.md §2: shown at step 1 once this browser has used its free analysis. */
export function FreeTierUsedCard() {
  const { t } = useT()
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="free-tier-used">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1.5">
        <h3 className="font-semibold text-xl">{t('landing.tryIt.freeTierUsed.title')}</h3>
        <p className="max-w-md text-muted-foreground text-sm">
          {t('landing.tryIt.freeTierUsed.text')}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => scrollToSection('demo')}>
          <PlayCircle aria-hidden="true" />
          {t('landing.tryIt.freeTierUsed.demo')}
        </Button>
        <Button asChild>
          <Link to="/signup/premium">
            {t('landing.tryIt.freeTierUsed.upgrade', { price: PREMIUM_PRICE })}
          </Link>
        </Button>
      </div>
    </div>
  )
}
