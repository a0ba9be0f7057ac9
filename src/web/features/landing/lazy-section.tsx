import { type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Spinner } from '#src/web/components/ui/spinner'

const FIRST_INTERACTION = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const

export type LazySectionProps = {
  /** A React.lazy component: its chunk downloads only when the section comes near. */
  component: ComponentType
  /** Height kept free while the chunk is not there, so anchors land near the right place. */
  placeholder: ReactNode
  /** How far below the viewport loading starts. */
  rootMargin?: string
}

/**
 * Renders `component` once the section is within `rootMargin` of the viewport,
 * or on the visitor's first scroll, tap or key press.
 * Keeps the landing page's first download small (budget: 100 KB gzip,
 * docs/benchmarks.md#landing-page-javascript-before-interaction): the demo, the
 * try-it flow and the plans are fetched when the visitor heads their way or first
 * interacts with the page.
 */
export function LazySection({
  component: Component,
  placeholder,
  rootMargin = '800px',
}: LazySectionProps) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = anchor.current
    if (near || !element) return
    // A page already scrolled (a link to an anchor, or a scroll before this section's code
    // arrived) has had its first scroll: load now rather than wait for another.
    if (typeof IntersectionObserver === 'undefined' || window.scrollY > 0) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    // Any first interaction (a scroll included) loads the section too: jumping to an
    // anchor further down must not leave it unloaded behind the visitor.
    const load = () => setNear(true)
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, load, { once: true, passive: true })
    return () => {
      observer.disconnect()
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load)
    }
  }, [near, rootMargin])

  if (!near) return <div ref={anchor}>{placeholder}</div>
  return (
    <Suspense fallback={placeholder}>
      <Component />
    </Suspense>
  )
}

export function SectionPlaceholder({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <div className="grid place-items-center" style={{ minHeight }}>
      <Spinner label={label} />
    </div>
  )
}
