import { PlanGrid } from '../../components/marketing/plan-grid'
import { SectionHeading } from '../../components/marketing/section-heading'
import { useDocumentMeta } from '../../lib/use-document-meta'
import { PRICING_TITLE } from './pricing-meta'

export default function PricingPage() {
  useDocumentMeta(PRICING_TITLE)
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        level="h1"
        title="Choose Your Plan"
        description="Start free and unlock deeper insights as you explore your relationship patterns"
      />
      <PlanGrid />
      <p className="text-center text-muted-foreground text-sm">
        Every plan analyses your chat on your own device.
      </p>
    </div>
  )
}
