import { lazy } from 'react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { LazySection, SectionPlaceholder } from '../lazy-section'

const TryItFlow = lazy(() => import('./try-it-flow'))

export function TryItSection() {
  return (
    <section
      id="try-it-yourself"
      aria-labelledby="try-it-title"
      className="scroll-mt-20 bg-muted/60 py-20"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading
          id="try-it-title"
          eyebrow="Try it yourself"
          title="Analyze Your Own Chat, Privately"
          description="Three short steps, one free analysis. Your chat is read on this device and never uploaded."
        />
        <LazySection
          component={TryItFlow}
          placeholder={<SectionPlaceholder label="Loading..." minHeight="36rem" />}
        />
      </div>
    </section>
  )
}
