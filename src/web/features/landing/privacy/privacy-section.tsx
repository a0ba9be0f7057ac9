import { EyeOff, FileCode2, type LucideIcon, ServerOff, SlidersHorizontal } from 'lucide-react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { Card } from '#src/web/components/ui/card'
import { PrivacySteps } from './privacy-steps'

type Promise = { title: string; text: string; icon: LucideIcon }

// Every sentence here must stay true of the code: the e2e privacy journey checks
// that an analysis sends nothing, and the try-it flow stores only a "used" flag.
const PROMISES: Promise[] = [
  {
    title: 'Content-Free Analysis',
    text: 'Cadence reads only when each message was sent and by which side. Message text and names are removed before anything is analysed.',
    icon: EyeOff,
  },
  {
    title: 'No Storage',
    text: 'Your chat file is analysed inside your browser and never uploaded. The free analysis is not stored anywhere; close the page and it is gone.',
    icon: ServerOff,
  },
  {
    title: 'Open Process',
    text: "The cleaner is a single HTML file you can download, read and run offline. Every rule the analysis follows is written down in Cadence's source code.",
    icon: FileCode2,
  },
  {
    title: "You're In Control",
    text: 'Saving results is your choice. With an account, only the derived numbers you save are kept, and you can delete them whenever you like.',
    icon: SlidersHorizontal,
  },
]

export function PrivacySection() {
  return (
    <section id="privacy" aria-labelledby="privacy-title" className="scroll-mt-20 py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="privacy-title"
          eyebrow="Privacy first"
          title="Your Words Stay Yours"
          description="Cadence was built so that the most personal part of your chat, what you said, never has to be shared with anyone. Not even us."
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(({ title, text, icon: Icon }) => (
            <Card key={title} className="flex flex-col gap-3 p-6">
              <span className="grid size-10 place-items-center rounded-lg bg-success-soft text-success-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-muted-foreground text-sm leading-relaxed">{text}</p>
            </Card>
          ))}
        </div>
        <PrivacySteps />
      </div>
    </section>
  )
}
