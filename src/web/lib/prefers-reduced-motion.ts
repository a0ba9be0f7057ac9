/** True when the person asked their system for less motion: no smooth scrolling, no chart animation. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}
