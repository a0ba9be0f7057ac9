// The engine's gap texts (src/analysis/gap/text-variants.ts) as message ids of the gap catalog,
// variant for variant, for gap-texts.ts to write in the reader's language.

import type { Feeling } from '#src/analysis/gap/text-variants'
import type { AnomalyType, Severity } from '#src/analysis/types'
import type { MessageId } from './messages'

type Variants = readonly [MessageId, MessageId, MessageId]

/** The engine's EXPLANATIONS, variant for variant. */
export const EXPLANATION_IDS: Record<AnomalyType, Record<Severity, Variants>> = {
  silence: {
    warning: [
      'gap.anomaly.explanation.silence.warning.1',
      'gap.anomaly.explanation.silence.warning.2',
      'gap.anomaly.explanation.silence.warning.3',
    ],
    critical: [
      'gap.anomaly.explanation.silence.critical.1',
      'gap.anomaly.explanation.silence.critical.2',
      'gap.anomaly.explanation.silence.critical.3',
    ],
  },
  response_delay: {
    warning: [
      'gap.anomaly.explanation.responseDelay.warning.1',
      'gap.anomaly.explanation.responseDelay.warning.2',
      'gap.anomaly.explanation.responseDelay.warning.3',
    ],
    critical: [
      'gap.anomaly.explanation.responseDelay.critical.1',
      'gap.anomaly.explanation.responseDelay.critical.2',
      'gap.anomaly.explanation.responseDelay.critical.3',
    ],
  },
  initiation_shift: {
    warning: [
      'gap.anomaly.explanation.initiationShift.warning.1',
      'gap.anomaly.explanation.initiationShift.warning.2',
      'gap.anomaly.explanation.initiationShift.warning.3',
    ],
    critical: [
      'gap.anomaly.explanation.initiationShift.critical.1',
      'gap.anomaly.explanation.initiationShift.critical.2',
      'gap.anomaly.explanation.initiationShift.critical.3',
    ],
  },
  frequency_drop: {
    warning: [
      'gap.anomaly.explanation.frequencyDrop.warning.1',
      'gap.anomaly.explanation.frequencyDrop.warning.2',
      'gap.anomaly.explanation.frequencyDrop.warning.3',
    ],
    critical: [
      'gap.anomaly.explanation.frequencyDrop.critical.1',
      'gap.anomaly.explanation.frequencyDrop.critical.2',
      'gap.anomaly.explanation.frequencyDrop.critical.3',
    ],
  },
}

/** The engine's PROMPTS, variant for variant. */
export const PROMPT_IDS: Record<AnomalyType, Variants> = {
  silence: [
    'gap.anomaly.prompt.silence.1',
    'gap.anomaly.prompt.silence.2',
    'gap.anomaly.prompt.silence.3',
  ],
  response_delay: [
    'gap.anomaly.prompt.responseDelay.1',
    'gap.anomaly.prompt.responseDelay.2',
    'gap.anomaly.prompt.responseDelay.3',
  ],
  initiation_shift: [
    'gap.anomaly.prompt.initiationShift.1',
    'gap.anomaly.prompt.initiationShift.2',
    'gap.anomaly.prompt.initiationShift.3',
  ],
  frequency_drop: [
    'gap.anomaly.prompt.frequencyDrop.1',
    'gap.anomaly.prompt.frequencyDrop.2',
    'gap.anomaly.prompt.frequencyDrop.3',
  ],
}

/** Each feeling the engine can name, once: the cards share most of them. */
export const FEELING_IDS: Record<Feeling, MessageId> = {
  Busy: 'gap.feeling.busy',
  Distracted: 'gap.feeling.distracted',
  Content: 'gap.feeling.content',
  Preoccupied: 'gap.feeling.preoccupied',
  Relaxed: 'gap.feeling.relaxed',
  Curious: 'gap.feeling.curious',
  Occupied: 'gap.feeling.occupied',
  Independent: 'gap.feeling.independent',
  Calm: 'gap.feeling.calm',
  Uncertain: 'gap.feeling.uncertain',
  Missed: 'gap.feeling.missed',
  Distant: 'gap.feeling.distant',
  Overwhelmed: 'gap.feeling.overwhelmed',
  Hesitant: 'gap.feeling.hesitant',
  Lonely: 'gap.feeling.lonely',
  Worried: 'gap.feeling.worried',
  Withdrawn: 'gap.feeling.withdrawn',
  Hopeful: 'gap.feeling.hopeful',
  Stretched: 'gap.feeling.stretched',
  Patient: 'gap.feeling.patient',
  Tired: 'gap.feeling.tired',
  Understanding: 'gap.feeling.understanding',
  Pressured: 'gap.feeling.pressured',
  Frustrated: 'gap.feeling.frustrated',
  Unheard: 'gap.feeling.unheard',
  Exhausted: 'gap.feeling.exhausted',
  Anxious: 'gap.feeling.anxious',
  Disconnected: 'gap.feeling.disconnected',
  Stressed: 'gap.feeling.stressed',
  Impatient: 'gap.feeling.impatient',
  Eager: 'gap.feeling.eager',
  Unsure: 'gap.feeling.unsure',
  Connected: 'gap.feeling.connected',
  Motivated: 'gap.feeling.motivated',
  Engaged: 'gap.feeling.engaged',
  Thoughtful: 'gap.feeling.thoughtful',
  Attentive: 'gap.feeling.attentive',
  Unappreciated: 'gap.feeling.unappreciated',
  Determined: 'gap.feeling.determined',
  Drained: 'gap.feeling.drained',
  Caring: 'gap.feeling.caring',
  Doubtful: 'gap.feeling.doubtful',
  Focused: 'gap.feeling.focused',
  Settled: 'gap.feeling.settled',
  Wistful: 'gap.feeling.wistful',
  Reflective: 'gap.feeling.reflective',
}
