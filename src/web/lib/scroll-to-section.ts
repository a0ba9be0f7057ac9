import { prefersReducedMotion } from './prefers-reduced-motion'

/** Smooth scroll to a landing section (docs/product.md §2 hero buttons); instant when the user prefers reduced motion. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
}
