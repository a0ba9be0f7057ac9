import { lazy } from 'react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { LazySection, SectionPlaceholder } from '../lazy-section'

const DemoPanel = lazy(() => import('./demo-panel'))

export function DemoSection() {
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 py-20">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow="Interactive demo"
          title="See It in Action"
          description="Try our analysis on a sample conversation"
        />
        <LazySection
          component={DemoPanel}
          placeholder={<SectionPlaceholder label="Loading the demo..." minHeight="32rem" />}
        />
      </div>
    </section>
  )
}
