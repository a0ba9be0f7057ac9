import { Clock, type LucideIcon, Route, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { Card } from '#src/web/components/ui/card'
import { InitiationSample } from './initiation-sample'
import { ResponseSample } from './response-sample'
import { TimelineSample } from './timeline-sample'

type Feature = { title: string; text: string; icon: LucideIcon; sample: ReactNode }

const FEATURES: Feature[] = [
  {
    title: 'Who Reaches Out First?',
    text: 'See who usually starts the conversation, and whether the first move feels shared.',
    icon: Send,
    sample: <InitiationSample />,
  },
  {
    title: 'How You Connect',
    text: 'Compare how quickly each of you tends to reply, without reading a single word.',
    icon: Clock,
    sample: <ResponseSample />,
  },
  {
    title: 'Your Communication Journey',
    text: 'Follow your rhythm month by month and notice the quiet stretches and busy seasons.',
    icon: Route,
    sample: <TimelineSample />,
  },
]

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="features-title"
        title="Three Ways to Understand Your Relationships"
        description="Timing tells a story. Cadence turns the when of your messages into a picture you can reflect on."
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon, sample }) => (
          <Card key={title} className="flex flex-col gap-5 p-6">
            <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-1.5">
              <h3 className="font-semibold text-lg">{title}</h3>
              <p className="text-muted-foreground text-sm leading-relaxed">{text}</p>
            </div>
            <div className="mt-auto rounded-lg border border-border bg-background p-4">
              {sample}
            </div>
          </Card>
        ))}
      </div>
    </section>
  )
}
