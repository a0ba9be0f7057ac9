const FIRST_INTERACTION = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const

/**
 * Resolves when the element the server rendered with this id comes within `rootMargin` of
 * the viewport (wherever the page was scrolled to before), or on the visitor's first scroll,
 * tap, key press or focus; at once on the server
 * and when the page was not server-rendered (a move inside the app), where there is nothing
 * on screen to keep until then.
 */
export function whenNeeded(id: string, rootMargin = '400px'): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const element = document.getElementById(id)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin },
    )
    function done() {
      observer.disconnect()
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done)
      resolve()
    }
    observer.observe(element)
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, done, { once: true, passive: true })
  })
}
