import { type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/ui/spinner'

export type LazySectionProps = {
  /** A React.lazy component: its chunk downloads only when the section comes near. */
  component: ComponentType
  /** Height kept free while the chunk is not there, so anchors land near the right place. */
  placeholder: ReactNode
  /** How far below the viewport loading starts. */
  rootMargin?: string
}

/**
 * Renders `component` once the section is within `rootMargin` of the viewport.
 * Keeps the landing page's first download small (budget: 150 KB gzip): the
 * demo and the try-it flow are fetched when the visitor heads their way.
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
    if (typeof IntersectionObserver === 'undefined') {
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
    return () => observer.disconnect()
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
