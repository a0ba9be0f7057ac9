import type { EmotionalState } from '#src/analysis/types'

/** docs/product.md §4 colours: Steady green, Close blue, Distant red, Busy orange, Reconnecting purple. */
export const STATE_STYLES: Record<EmotionalState, { bar: string }> = {
  Steady: { bar: 'bg-emerald-500' },
  Close: { bar: 'bg-sky-500' },
  Distant: { bar: 'bg-rose-500' },
  Busy: { bar: 'bg-orange-400' },
  Reconnecting: { bar: 'bg-violet-500' },
}

export const STATE_ORDER: EmotionalState[] = ['Close', 'Steady', 'Busy', 'Reconnecting', 'Distant']
