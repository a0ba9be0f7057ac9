import type { EmotionalState } from '#src/analysis/types'

/** Spec §4 colours: Steady green, Close blue, Distant red, Busy orange, Reconnecting purple. */
export const STATE_STYLES: Record<EmotionalState, { bar: string; meaning: string }> = {
  Steady: { bar: 'bg-emerald-500', meaning: 'your usual rhythm' },
  Close: { bar: 'bg-sky-500', meaning: 'lots of chat, quick replies' },
  Distant: { bar: 'bg-rose-500', meaning: 'a pause of more than 5 days' },
  Busy: { bar: 'bg-orange-400', meaning: 'slower replies than usual' },
  Reconnecting: { bar: 'bg-violet-500', meaning: 'a light month, finding the way back' },
}

export const STATE_ORDER: EmotionalState[] = ['Close', 'Steady', 'Busy', 'Reconnecting', 'Distant']
