import { Clock, type LucideIcon, Route, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import type { MessageId } from '#src/i18n/messages'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { InitiationSample } from './initiation-sample'
import { ResponseSample } from './response-sample'
import { TimelineSample } from './timeline-sample'

type Feature = { title: MessageId; text: MessageId; icon: LucideIcon; sample: ReactNode }

const FEATURES: Feature[] = [
  {
    title: 'landing.features.initiation.title',
    text: 'landing.features.initiation.text',
    icon: Send,
    sample: <InitiationSample />,
  },
  {
    title: 'landing.features.response.title',
    text: 'landing.features.response.text',
    icon: Clock,
    sample: <ResponseSample />,
  },
  {
    title: 'landing.features.journey.title',
    text: 'landing.features.journey.text',
    icon: Route,
    sample: <TimelineSample />,
  },
]

export function FeaturesSection() {
  const { t } = useT()
  return (
    <section
      aria-labelledby="features-title"
      className="offscreen-skip mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="features-title"
        title={t('landing.features.title')}
        description={t('landing.features.description')}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon, sample }) => (
          <Card key={title} className="flex flex-col gap-5 p-6">
            <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-1.5">
              <h3 className="font-semibold text-lg">{t(title)}</h3>
              <p className="text-muted-foreground text-sm leading-relaxed">{t(text)}</p>
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
