import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { type CalendarYear, keyTarget } from './calendar-year'

/**
 * The calendar grid's one tab stop: the day the arrow keys, Home and End move it to, focused as
 * it moves. At first it is `startDay`, scrolled into view: a year is wider than a phone.
 */
export function useGridFocus(grid: CalendarYear, startDay: number, rtl: boolean) {
  const [focused, setFocused] = useState<number | null>(null)
  const active = focused ?? startDay
  const cells = useRef(new Map<number, HTMLElement>())
  const moved = useRef(false)
  const scroller = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    cells.current.get(active)?.focus()
  }, [active])

  useEffect(() => {
    const box = scroller.current
    const cell = cells.current.get(startDay)
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return
    const boxRect = box.getBoundingClientRect()
    const cellRect = cell.getBoundingClientRect()
    box.scrollBy({ left: cellRect.left + cellRect.width / 2 - (boxRect.left + boxRect.width / 2) })
  }, [startDay])

  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, active, rtl, grid.firstDay, grid.lastDay)
    if (target === null) return
    event.preventDefault()
    moved.current = true
    setFocused(target)
  }

  /** Keeps the cell of `day` at hand for the keys to focus. */
  const cellRef = (day: number) => (element: HTMLElement | null) => {
    if (element) cells.current.set(day, element)
    else cells.current.delete(day)
  }

  return { active, focus: setFocused, onKeyDown, cellRef, scroller }
}
