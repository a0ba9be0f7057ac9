const FIRST_INTERACTION = [
  'scroll',
  'pointerdown',
  'keydown',
  'touchstart',
  'focusin',
  'click',
] as const

let interacted = false
const waiting = new Set<() => void>()

function onFirstInteraction() {
  interacted = true
  for (const type of FIRST_INTERACTION) window.removeEventListener(type, onFirstInteraction, true)
  for (const resolve of waiting) resolve()
  waiting.clear()
}

// Listening from the moment the app's code runs, in the capture phase, so an interaction that
// came before a part asked (during hydration) still counts, and a part's code starts loading
// before the page's own handlers act on the interaction.
if (typeof window !== 'undefined')
  for (const type of FIRST_INTERACTION)
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true })

/** True once the visitor has scrolled, tapped, clicked, typed or moved focus on this page. */
function hasInteracted(): boolean {
  // The browser's own record also covers a tap made before the app's code ran.
  return interacted || (typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive)
}

/**
 * Resolves when the element the server rendered with this id comes within `rootMargin` of
 * the viewport (wherever the page was scrolled to before), or once the visitor has scrolled,
 * tapped, clicked, pressed a key or moved focus, before or after the call; at once on the
 * server and when the page was not server-rendered (a move inside the app), where there is
 * nothing on screen to keep until then.
 *
 * Why an interaction must never be missed: a part whose code waits here stays as the server
 * wrote it, and React holds back every move inside the app that reaches it (a new address
 * reaches every link) until its code has come. A part that waited for a second interaction
 * would leave the visitor's first click with a new address and the old page.
 */
export function whenNeeded(id: string, rootMargin = '400px'): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const element = document.getElementById(id)
  if (!element || typeof IntersectionObserver === 'undefined' || hasInteracted())
    return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin },
    )
    function done() {
      observer.disconnect()
      waiting.delete(done)
      resolve()
    }
    observer.observe(element)
    waiting.add(done)
  })
}
