import type { MessageId } from '#src/i18n/messages'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'

// Real captures of Cadence's own screens with generated sample data, made by
// scripts/capture-screenshots.ts (never stock art). Width/height match the files.
const SHOTS: { src: string; title: MessageId; text: MessageId; alt: MessageId }[] = [
  {
    src: '/screenshots/individual-analysis.webp',
    title: 'landing.screenshots.individual.title',
    text: 'landing.screenshots.individual.text',
    alt: 'landing.screenshots.individual.alt',
  },
  {
    src: '/screenshots/pattern-changes.webp',
    title: 'landing.screenshots.patterns.title',
    text: 'landing.screenshots.patterns.text',
    alt: 'landing.screenshots.patterns.alt',
  },
  {
    src: '/screenshots/compare-relationships.webp',
    title: 'landing.screenshots.compare.title',
    text: 'landing.screenshots.compare.text',
    alt: 'landing.screenshots.compare.alt',
  },
]

export const SCREENSHOT_WIDTH = 1440
export const SCREENSHOT_HEIGHT = 900

export function ScreenshotsSection() {
  const { t } = useT()
  return (
    <section aria-labelledby="screenshots-title" className="offscreen-skip bg-muted/60 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="screenshots-title"
          title={t('landing.screenshots.title')}
          description={t('landing.screenshots.description')}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {SHOTS.map((shot) => (
            <Card key={shot.src} className="flex flex-col overflow-hidden">
              <img
                src={shot.src}
                alt={t(shot.alt)}
                width={SCREENSHOT_WIDTH}
                height={SCREENSHOT_HEIGHT}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full border-border border-b bg-background object-cover object-top"
              />
              <div className="flex flex-col gap-1.5 p-5">
                <h3 className="font-semibold">{t(shot.title)}</h3>
                <p className="text-muted-foreground text-sm">{t(shot.text)}</p>
              </div>
            </Card>
          ))}
        </div>
      </div>
    </section>
  )
}
