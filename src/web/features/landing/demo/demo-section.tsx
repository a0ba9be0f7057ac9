import { lazy } from 'react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { useT } from '#src/web/lib/i18n/use-t'
import { withMessages } from '#src/web/lib/i18n/with-messages'
import { LazySection, SectionPlaceholder } from '../lazy-section'

// The demo shows the analysis cards: their messages come with the panel, not the first screen.
const DemoPanel = lazy(withMessages(['analysis', 'year'], () => import('./demo-panel')))

export function DemoSection() {
  const { t } = useT()
  return (
    <section id="demo" aria-labelledby="demo-title" className="offscreen-skip scroll-mt-20 py-20">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading
          id="demo-title"
          eyebrow={t('landing.demo.eyebrow')}
          title={t('landing.demo.title')}
          description={t('landing.demo.description')}
        />
        <LazySection
          component={DemoPanel}
          placeholder={<SectionPlaceholder label={t('landing.demo.loading')} minHeight="32rem" />}
        />
      </div>
    </section>
  )
}
