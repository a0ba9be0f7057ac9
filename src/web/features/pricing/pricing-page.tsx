import { PLANS } from '#src/contract/plans'
import { PlanGrid } from '#src/web/components/marketing/plan-grid'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'

export default function PricingPage() {
  const { t } = useT()
  const { free, base, premium } = PLANS
  useDocumentMeta(
    t('pricing.meta.title'),
    t('pricing.meta.description', {
      freeName: free.name,
      freePrice: free.price,
      baseName: base.name,
      basePrice: base.price,
      premiumName: premium.name,
      premiumPrice: premium.price,
    }),
  )
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        level="h1"
        title={t('pricing.heading.title')}
        description={t('pricing.heading.description')}
      />
      <PlanGrid />
      <p className="text-center text-muted-foreground text-sm">{t('pricing.onDevice')}</p>
    </div>
  )
}
