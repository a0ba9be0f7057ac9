import { lazy } from 'react'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { useT } from '#src/web/lib/i18n/use-t'
import { withQueries } from '#src/web/lib/with-queries'
import { LazySection, SectionPlaceholder } from '../lazy-section'

// The plan data comes with its schemas: loaded as the visitor scrolls near, to keep the first download small.
const PlanGrid = lazy(
  withQueries(() =>
    import('#src/web/components/marketing/plan-grid').then((module) => ({
      default: module.PlanGrid,
    })),
  ),
)

export function PricingSection() {
  const { t } = useT()
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="offscreen-skip scroll-mt-20 py-20"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          title={t('landing.pricing.title')}
          description={t('landing.pricing.description')}
        />
        <LazySection
          component={PlanGrid}
          placeholder={
            <SectionPlaceholder label={t('landing.pricing.loading')} minHeight="40rem" />
          }
        />
      </div>
    </section>
  )
}
