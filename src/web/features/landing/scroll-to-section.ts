/** Smooth scroll to a landing section (spec §2 hero buttons); instant when the user prefers reduced motion. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
}
