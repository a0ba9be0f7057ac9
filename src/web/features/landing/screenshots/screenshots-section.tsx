import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { Card } from '#src/web/components/ui/card'

// Real captures of Cadence's own screens with generated sample data, made by
// scripts/capture-screenshots.ts (never stock art). Width/height match the files.
const SHOTS = [
  {
    src: '/screenshots/individual-analysis.webp',
    title: 'Individual Relationship Analysis',
    text: 'Health scores, response patterns and timeline analysis for one relationship.',
    alt: 'Cadence connection analysis for a sample connection, Maya: rhythm score ring, total messages, conversations shared, who starts conversations, average reply time, the communication pattern and quick stats.',
  },
  {
    src: '/screenshots/pattern-changes.webp',
    title: 'Pattern Changes & Context',
    text: 'A timeline with anomaly detection, and room for your personal notes.',
    alt: 'Cadence gap analysis for Maya: a communication timeline of the months with notable events, and the selected long communication gap, its length against the usual gap and a memory note saved on it.',
  },
  {
    src: '/screenshots/compare-relationships.webp',
    title: 'Compare All Your Relationships',
    text: 'Multi-relationship insights and rankings, with sorting and filtering.',
    alt: 'Cadence comparison of four sample connections: summary tiles, patterns noticed across them, and connection cards sorted by initiation, each with who reaches out first, response time, weekly chats and health score.',
  },
]

export const SCREENSHOT_WIDTH = 1440
export const SCREENSHOT_HEIGHT = 900

export function ScreenshotsSection() {
  return (
    <section aria-labelledby="screenshots-title" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="screenshots-title"
          title="See What You'll Discover"
          description="Screens from Cadence itself, shown here with a generated sample chat."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {SHOTS.map((shot) => (
            <Card key={shot.src} className="flex flex-col overflow-hidden">
              <img
                src={shot.src}
                alt={shot.alt}
                width={SCREENSHOT_WIDTH}
                height={SCREENSHOT_HEIGHT}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full border-border border-b bg-background object-cover object-top"
              />
              <div className="flex flex-col gap-1.5 p-5">
                <h3 className="font-semibold">{shot.title}</h3>
                <p className="text-muted-foreground text-sm">{shot.text}</p>
              </div>
            </Card>
          ))}
        </div>
      </div>
    </section>
  )
}
