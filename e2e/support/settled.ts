import type { Page } from '@playwright/test'
import { test } from './test'

/**
 * Resolves once every finite CSS animation and transition on the page has finished (a score
 * ring filling, bars growing, a layout change after a resize), so a screenshot shows the page
 * at rest. Endless ones (spinners, skeleton pulses) are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  )
}

/**
 * Full-page screenshots at a phone and a desktop width, kept with the test's output. Taken
 * with reduced motion, as a person who asked for it sees the page: charts drawn at once.
 */
export async function screenshotWidths(
  page: Page,
  name: string,
  widths: readonly number[] = [390, 1280],
): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The height stays as it is: a resize closes an open list, which the screenshot is to show.
  const height = page.viewportSize()?.height ?? 900
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await animationsSettled(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height })
  await page.emulateMedia({ reducedMotion: null })
}
