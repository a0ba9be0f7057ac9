import { PlayCircle, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { scrollToSection } from '../scroll-to-section'

/** Spec §2: shown at step 1 once this browser has used its free analysis. */
export function FreeTierUsedCard() {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="free-tier-used">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1.5">
        <h3 className="font-semibold text-xl">Free Tier Used</h3>
        <p className="max-w-md text-muted-foreground text-sm">
          You've used your free analysis in this browser. Explore the sample demo again, or upgrade
          to analyse every relationship that matters to you.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => scrollToSection('demo')}>
          <PlayCircle aria-hidden="true" />
          Try the Sample Demo
        </Button>
        <Button asChild>
          <Link to="/signup/premium">Upgrade for $9.99/month</Link>
        </Button>
      </div>
    </div>
  )
}
