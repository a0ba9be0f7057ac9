import { DemoSection } from './demo/demo-section'
import { FeaturesSection } from './features/features-section'
import { PricingSection } from './pricing/pricing-section'
import { PrivacySection } from './privacy/privacy-section'
import { ScreenshotsSection } from './screenshots/screenshots-section'
import { TryItSection } from './try-it/try-it-section'
import { WaitlistSection } from './waitlist/waitlist-section'

/** Spec §2 landing page sections after the hero, in order. */
export default function BelowTheHero() {
  return (
    <>
      <FeaturesSection />
      <ScreenshotsSection />
      <DemoSection />
      <TryItSection />
      <PricingSection />
      <PrivacySection />
      <WaitlistSection />
    </>
  )
}
