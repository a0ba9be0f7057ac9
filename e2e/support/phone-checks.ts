import type { Page } from '@playwright/test'

/** The smallest box a finger can hit reliably (WCAG 2.5.5, Apple's and Google's guidance). */
export const MIN_TOUCH = 44

/**
 * What a person on a phone would trip over on the page as it is now, one line each:
 * - the page scrolls sideways, or an element sticks out past the screen's edge unclipped
 *   (in a right-to-left page, overflow to the right does not widen the scroll width);
 * - a touch target (button, link drawn as a button, tab, toggle, menu item, select trigger,
 *   a checkbox's or radio's clickable label) smaller than 44×44 px, named as a screen reader
 *   would roughly name it; links inside running text are exempt;
 * - two touch targets on top of each other;
 * - a chart's text overlapping another text of the same chart, or cut by its edge.
 * What a modal dialog hides from assistive technology (`aria-hidden`) is left out, and so are
 * the toasts.
 */
export function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = []
    const root = document.documentElement
    const width = root.clientWidth
    if (root.scrollWidth > width)
      problems.push(`scrolls sideways: ${root.scrollWidth} px wide for a ${width} px screen`)

    /** Out of sight: hidden from assistive technology, not drawn, or clipped away (sr-only). */
    const hidden = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert], [data-sonner-toaster]') !== null)
        return true
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false }))
        return true
      for (let up: Element | null = element; up; up = up.parentElement) {
        const style = getComputedStyle(up)
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return true
      }
      return false
    }
    /**
     * The box a tap lands in: a link or button stretched over its card with an absolutely
     * placed ::before or ::after is hit anywhere on the card.
     */
    const hitBox = (element: Element): DOMRect => {
      const own = element.getBoundingClientRect()
      const stretched = ['::before', '::after'].some((pseudo) => {
        const style = getComputedStyle(element, pseudo)
        return style.content !== 'none' && style.position === 'absolute'
      })
      if (!stretched) return own
      for (let up: Element | null = element; up; up = up.parentElement)
        if (getComputedStyle(up).position !== 'static') {
          const box = up.getBoundingClientRect()
          return box.width * box.height > own.width * own.height ? box : own
        }
      return own
    }
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase()
      const role = element.getAttribute('role')
      const labelledBy = element
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
      const labels =
        element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? [...(element.labels ?? [])].map((label) => label.textContent ?? '').join(' ')
          : ''
      const name = (
        element.getAttribute('aria-label') ||
        labelledBy ||
        labels ||
        (element instanceof HTMLElement ? element.innerText : element.textContent) ||
        element.getAttribute('title') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60)
      return `${role ?? tag} "${name}"`
    }

    // Elements past the screen's edge, unless an ancestor clips or scrolls them.
    const sticksOut = new Set<Element>()
    for (const element of document.body.querySelectorAll('*')) {
      if (hidden(element) || element.closest('svg') !== null) continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      if (box.left >= -1 && box.right <= width + 1) continue
      let clipped = false
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up)
        if (style.overflowX !== 'visible' || style.position === 'fixed') {
          clipped = true
          break
        }
      }
      if (clipped || (element.parentElement && sticksOut.has(element.parentElement))) {
        sticksOut.add(element)
        continue
      }
      sticksOut.add(element)
      problems.push(
        `sticks out past the screen (${Math.round(box.left)}–${Math.round(box.right)} px): ${describe(element)}`,
      )
    }

    // Touch targets.
    const selector = [
      'button',
      'a[href]',
      'select',
      'summary',
      'input[type="checkbox"]',
      'input[type="radio"]',
      '[role="button"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="menuitemradio"]',
      '[role="option"]',
      '[role="combobox"]',
      '[role="radio"]',
      '[role="checkbox"]',
    ].join(', ')
    /** A link written inside a sentence: it flows with the text around it. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      const block = element.parentElement
      return (block?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0)
    }
    const targets: { element: Element; box: DOMRect }[] = []
    for (const element of document.body.querySelectorAll(selector)) {
      if (hidden(element) || inRunningText(element)) continue
      // A checkbox or radio is hit through its label too: the largest of them counts.
      const boxes = [element, ...((element as HTMLInputElement).labels ?? [])]
        .filter((part) => !hidden(part))
        .map(hitBox)
      const box = boxes.sort((a, b) => b.width * b.height - a.width * a.height)[0]
      if (!box || box.width <= 1 || box.height <= 1) continue
      targets.push({ element, box: element.getBoundingClientRect() })
      if (box.width < min - 0.5 || box.height < min - 0.5)
        problems.push(
          `touch target ${Math.round(box.width)}×${Math.round(box.height)} px: ${describe(element)}`,
        )
    }
    for (let i = 0; i < targets.length; i++)
      for (let j = i + 1; j < targets.length; j++) {
        const a = targets[i]
        const b = targets[j]
        if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue
        const labelOf = (element: Element) =>
          element instanceof HTMLInputElement ? [...(element.labels ?? [])] : []
        if (
          [...labelOf(a.element), ...labelOf(b.element)].some(
            (l) => l.contains(a.element) && l.contains(b.element),
          )
        )
          continue
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (overlapX > 2 && overlapY > 2)
          problems.push(`overlap: ${describe(a.element)} and ${describe(b.element)}`)
      }

    // Charts' text: axis labels, legends, values.
    for (const svg of document.body.querySelectorAll('svg')) {
      if (hidden(svg)) continue
      const frame = svg.getBoundingClientRect()
      const texts = [...svg.querySelectorAll('text')]
        .filter((text) => (text.textContent ?? '').trim() !== '')
        .map((text) => ({ text, box: text.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
      const chart =
        svg.getAttribute('aria-label') ??
        svg.closest('[aria-label]')?.getAttribute('aria-label') ??
        'a chart'
      for (const { text, box } of texts)
        if (
          box.left < frame.left - 1 ||
          box.right > frame.right + 1 ||
          box.top < frame.top - 1 ||
          box.bottom > frame.bottom + 1
        )
          problems.push(`cut by the edge of ${chart.slice(0, 40)}: "${text.textContent}"`)
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++) {
          const a = texts[i]
          const b = texts[j]
          if (!a || !b) continue
          const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
          const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
          if (overlapX > 1 && overlapY > 1)
            problems.push(
              `chart text overlaps in ${chart.slice(0, 40)}: "${a.text.textContent}" and "${b.text.textContent}"`,
            )
        }
    }
    return problems
  }, MIN_TOUCH)
}

/**
 * The open dialog fits the screen: entirely inside the viewport, and when its content is
 * taller than the dialog, the dialog scrolls inside.
 */
export function dialogProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]')
    if (dialogs.length === 0) return ['no dialog is open']
    for (const dialog of dialogs) {
      const box = dialog.getBoundingClientRect()
      const name = dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent
      const { innerWidth, innerHeight } = window
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
        problems.push(
          `dialog "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.left)}, ${Math.round(box.top)}) on a ${innerWidth}×${innerHeight} screen`,
        )
      const style = getComputedStyle(dialog)
      if (dialog.scrollHeight > dialog.clientHeight + 1 && !/auto|scroll/.test(style.overflowY))
        problems.push(`dialog "${name}" is taller than it shows and does not scroll`)
    }
    return problems
  })
}
