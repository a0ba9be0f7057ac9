import { useEffect } from 'react'
import { serverPartSettled } from '#src/web/lib/server-parts'
import { DemoSection } from './demo/demo-section'
import { FeaturesSection } from './features/features-section'
import { LANDING_SECTIONS_ID } from './landing-sections-id'
import { PricingSection } from './pricing/pricing-section'
import { PrivacySection } from './privacy/privacy-section'
import { ScreenshotsSection } from './screenshots/screenshots-section'
import { TryItSection } from './try-it/try-it-section'
import { WaitlistSection } from './waitlist/waitlist-section'

/** docs/product.md §2 landing page sections after the hero, in order. */
export default function BelowTheHero() {
  useEffect(() => serverPartSettled(LANDING_SECTIONS_ID), [])
  return (
    <div id={LANDING_SECTIONS_ID}>
      <FeaturesSection />
      <ScreenshotsSection />
      <DemoSection />
      <TryItSection />
      <PricingSection />
      <PrivacySection />
      <WaitlistSection />
    </div>
  )
}
