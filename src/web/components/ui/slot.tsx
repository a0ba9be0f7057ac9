import {
  type CSSProperties,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react'

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }
type ChildProps = {
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLElement>
  [key: string]: unknown
}

function setRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node)
  else if (ref) ref.current = node
}

function composeRefs(a: Ref<HTMLElement> | undefined, b: Ref<HTMLElement> | undefined) {
  if (!a) return b
  if (!b) return a
  const both: RefCallback<HTMLElement> = (node) => {
    setRef(a, node)
    setRef(b, node)
  }
  return both
}

const isHandler = (key: string, value: unknown): value is (...args: unknown[]) => unknown =>
  /^on[A-Z]/.test(key) && typeof value === 'function'

// Written here rather than taken from Radix (the `Slot` of radix-ui, which its primitives use):
// `Button` renders through it on every page, the landing page's first load included, and Radix's
// Slot weighs 1.4 KB gzip where this file weighs 0.4 KB (each bundled alone by esbuild, minified,
// React left out). The landing page stands at 99.6 of its 100 KB budget
// (docs/benchmarks.md#landing-page-javascript-before-interaction); built with Radix's Slot in
// this file's place it measured 100.6 KB (scripts/measure-landing-js.ts), over the budget. What
// Cadence needs of Radix's Slot is below and in slot.test.tsx; `Slottable` and a child that is
// not one element are left out.

/**
 * Renders its one child element with the given props merged in, for `asChild` (a router Link
 * styled as a button): class names are joined, styles merged, both event handlers run (the
 * child's first), both refs are set, and for anything else the child's own value wins.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<ChildProps>(children)) return null
  const childProps = children.props
  const merged: Record<string, unknown> = { ...slotProps, ...childProps }
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key]
    if (isHandler(key, slotValue) && isHandler(key, childValue))
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args)
        slotValue(...args)
        return result
      }
  }
  if (slotProps.className || childProps.className)
    merged.className = [slotProps.className, childProps.className].filter(Boolean).join(' ')
  if (slotProps.style || childProps.style)
    merged.style = { ...slotProps.style, ...childProps.style }
  merged.ref = composeRefs(ref, childProps.ref)
  return cloneElement(children, merged)
}
