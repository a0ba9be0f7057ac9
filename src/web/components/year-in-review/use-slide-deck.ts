import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'

/** How long a slide stays when playing. */
export const SLIDE_SECONDS = 6
/** A pointer that moves this far sideways is a swipe, not a tap. */
const SWIPE_PIXELS = 40

/**
 * Moving through the slides: next and previous (turned around right to left), Home and End,
 * Space to play or pause, a swipe or a tap on a phone. Playing stops on the last slide.
 */
export function useSlideDeck(total: number, rtl: boolean) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const start = useRef<number | null>(null)
  const last = total - 1
  const go = (to: number) => setIndex(Math.min(last, Math.max(0, to)))
  const next = () => go(index + 1)
  const previous = () => go(index - 1)

  useEffect(() => {
    if (index > last) setIndex(Math.max(0, last))
  }, [index, last])

  useEffect(() => {
    if (!playing) return
    if (index >= last) {
      setPlaying(false)
      return
    }
    const timer = window.setTimeout(() => setIndex((i) => i + 1), SLIDE_SECONDS * 1000)
    return () => window.clearTimeout(timer)
  }, [playing, index, last])

  function onKeyDown(event: KeyboardEvent) {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    const actions: Record<string, () => void> = {
      [forward]: next,
      [back]: previous,
      Home: () => go(0),
      End: () => go(last),
      ' ': () => setPlaying((p) => !p),
    }
    const action = actions[event.key]
    if (!action || event.target !== event.currentTarget) return
    event.preventDefault()
    if (event.key !== ' ') setPlaying(false)
    action()
  }

  function onPointerDown(event: PointerEvent) {
    start.current = event.clientX
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const from = start.current
    start.current = null
    if (from === null) return
    const moved = event.clientX - from
    setPlaying(false)
    if (Math.abs(moved) >= SWIPE_PIXELS) {
      // A swipe towards the start of the line brings the next slide.
      const towardsStart = rtl ? moved > 0 : moved < 0
      if (towardsStart) next()
      else previous()
      return
    }
    const box = event.currentTarget.getBoundingClientRect()
    const offset = (event.clientX - box.left) / Math.max(1, box.width)
    const inStartThird = rtl ? offset > 2 / 3 : offset < 1 / 3
    if (inStartThird) previous()
    else next()
  }

  return {
    index,
    playing,
    next,
    previous,
    togglePlaying: () => setPlaying((p) => !p),
    onKeyDown,
    onPointerDown,
    onPointerUp,
  }
}
