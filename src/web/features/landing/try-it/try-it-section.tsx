import { lazy } from 'react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { useT } from '#src/web/lib/i18n/use-t'
import { withMessages } from '#src/web/lib/i18n/with-messages'
import { LazySection, SectionPlaceholder } from '../lazy-section'

// The results show the analysis cards: their messages come with the flow, not the first screen.
const TryItFlow = lazy(
  withMessages(['analysis', 'connections', 'year'], () => import('./try-it-flow')),
)

export function TryItSection() {
  const { t } = useT()
  return (
    <section
      id="try-it-yourself"
      aria-labelledby="try-it-title"
      className="scroll-mt-20 bg-muted/60 py-20"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading
          id="try-it-title"
          eyebrow={t('landing.tryIt.eyebrow')}
          title={t('landing.tryIt.title')}
          description={t('landing.tryIt.description')}
        />
        <LazySection
          component={TryItFlow}
          placeholder={<SectionPlaceholder label={t('landing.tryIt.loading')} minHeight="36rem" />}
        />
      </div>
    </section>
  )
}
