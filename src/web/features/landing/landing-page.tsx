import { lazy, Suspense, useEffect } from 'react'
import { withMessages } from '#src/web/lib/i18n/with-messages'
import { serverPartSettled } from '#src/web/lib/server-parts'
import { whenNeeded } from '#src/web/lib/when-needed'
import { HeroSection } from './hero-section'
import { LANDING_SECTIONS_ID } from './landing-sections-id'

// Everything below the hero comes rendered from the server, and its code (the waitlist form,
// the demo, the plans) loads when the visitor heads there or first interacts: React keeps the
// server's HTML on screen until then and hydrates it as it arrives. That keeps the JavaScript
// the first screen needs small (budget: 100 KB gzip, docs/benchmarks.md).
// Their words come with them: the first screen downloads the hero's messages alone.
const BelowTheHero = lazy(() =>
  whenNeeded(LANDING_SECTIONS_ID).then(
    withMessages(['landing', 'plans'], () => import('./below-the-hero')),
  ),
)

/** docs/product.md §2 landing page, sections in order. */
export default function LandingPage() {
  // Leaving before the sections' code came: they no longer wait on this page (server-parts.ts).
  useEffect(() => () => serverPartSettled(LANDING_SECTIONS_ID), [])
  return (
    <>
      <HeroSection />
      <Suspense fallback={null}>
        <BelowTheHero />
      </Suspense>
    </>
  )
}
