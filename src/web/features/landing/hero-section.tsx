import { ArrowDown, HeartHandshake, ShieldCheck } from 'lucide-react'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { scrollToSection } from '#src/web/lib/scroll-to-section'

export function HeroSection() {
  const { t } = useT()
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-border border-b bg-gradient-to-b from-primary-soft/70 via-background to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/15 bg-surface px-3 py-1 font-medium text-primary-soft-foreground text-xs shadow-xs">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          {t('hero.badge')}
        </p>
        <h1 id="hero-title" className="text-balance font-bold text-4xl tracking-tight sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-pretty text-lg text-muted-foreground sm:text-xl">
          {t('hero.lead')}
        </p>
        <p className="inline-flex items-center gap-2 text-muted-foreground text-sm">
          <HeartHandshake aria-hidden="true" className="size-4 text-accent-soft-foreground" />
          {t('hero.awareness')}
        </p>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <Button size="lg" onClick={() => scrollToSection('demo')}>
            {t('hero.seeHow')}
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="lg" variant="outline" onClick={() => scrollToSection('waitlist')}>
            {t('hero.joinWaitlist')}
          </Button>
        </div>
      </div>
    </section>
  )
}
