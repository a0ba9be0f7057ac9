// The words of the anomaly cards: several variants per type and severity, in
// Cadence's tone (awareness, not blame). `{Who}`/`{who}` is the person whose
// rhythm changed and `{Whose}`/`{whose}` the possessive, filled in per side.

import type { AnomalyType, Severity } from '../types'

type BySeverity<T> = Record<Severity, readonly T[]>

export const EXPLANATIONS: Record<AnomalyType, BySeverity<string>> = {
  silence: {
    warning: [
      'Pauses like this are part of almost every relationship. Life fills up with work, travel and family, and a quiet stretch often says more about circumstances than about feelings.',
      'A few quiet days can feel louder than they are. Messaging naturally comes in bursts with pauses in between; this pause was longer than your usual rhythm, and that is all the timing can tell for sure.',
      'Sometimes stepping back for a little while is a way of recharging. Noticing the pause is the point, not judging it.',
    ],
    critical: [
      'This was a long pause for the two of you, much longer than your usual rhythm. Long silences often follow big moments: a move, a demanding season, a loss, a disagreement, or simply time apart. The timeline cannot know which; you can.',
      'When a connection that is usually lively goes quiet for a long while, it is natural to wonder why. Often both people felt the distance and each waited for the other to reach out.',
      'Long silences happen in lasting relationships and are often followed by reconnection. This one stands out against how you usually talk, which makes it worth a gentle look back rather than a verdict.',
    ],
  },
  response_delay: {
    warning: [
      '{Whose} replies slowed down for a while. Slower replies usually reflect a full schedule or a busy mind rather than less care.',
      'For a few weeks {whose} replies took noticeably longer than usual. People tend to expect quick replies in messaging apps, so a slower pace can feel bigger than it is.',
      'Reply times stretch when attention is needed elsewhere: work, health, family. The change shows in the timing; the reason is something only you two know.',
    ],
    critical: [
      '{Whose} replies took far longer than usual, often hours instead of minutes. A shift this large often lines up with a demanding period in life; it helps to remember what was happening before reading meaning into it.',
      'For a while, {whose} replies slowed down a lot. That can come from being overwhelmed, unwell, or deeply focused on something else, and it rarely means the connection mattered less.',
      'A big slowdown in replies is one of the clearest signs that life was pulling in other directions. Looking back at it with curiosity, not blame, tends to bring the most understanding.',
    ],
  },
  initiation_shift: {
    warning: [
      '{Who} reached out first more often than usual for a few weeks. Who starts a conversation tends to shift with energy, time and mood, and it often evens out again.',
      'For a while the first message came mostly from {who}. That can be a sign of wanting more contact, having more free time, or the other person being busy.',
      'Initiation naturally moves back and forth in relationships. This stretch leaned more to one side than usual, which is worth noticing, not worrying about.',
    ],
    critical: [
      'For several weeks almost every conversation was started by {who}. A strong one-sided stretch like this often happens when one person has more room in their life, or when the other is going through something.',
      'The usual give-and-take of reaching out tipped strongly toward {who} for a while. Carrying the first move for a long time can feel tiring, and it can also be a quiet act of care.',
      'This was a clear change in who reaches out first. It may be worth asking whether it felt like a choice, a necessity, or something neither of you noticed at the time.',
    ],
  },
  frequency_drop: {
    warning: [
      'You talked less often than usual for a few weeks. Rhythms loosen during busy seasons, and contact usually picks up again on its own.',
      'Conversations became less frequent for a while. That is a common pattern around exams, new jobs, travel or simply full weeks.',
      'A quieter period is not necessarily a more distant one. Sometimes fewer conversations means each one matters a little more.',
    ],
    critical: [
      'Your conversations became much less frequent for several weeks. A drop this large often reflects a big change in circumstances for one or both of you.',
      'For a while you talked far less than you usually do. Looking back at what was happening around that time can help make sense of it.',
      'This was a much quieter stretch than your normal. Relationships often go through seasons like this and come out of them, especially when the quiet is understood.',
    ],
  },
}

/** Every feeling a card can name: the web and the PDF write each in the reader's language. */
export type Feeling =
  | 'Busy'
  | 'Distracted'
  | 'Content'
  | 'Preoccupied'
  | 'Relaxed'
  | 'Curious'
  | 'Occupied'
  | 'Independent'
  | 'Calm'
  | 'Uncertain'
  | 'Missed'
  | 'Distant'
  | 'Overwhelmed'
  | 'Hesitant'
  | 'Lonely'
  | 'Worried'
  | 'Withdrawn'
  | 'Hopeful'
  | 'Stretched'
  | 'Patient'
  | 'Tired'
  | 'Understanding'
  | 'Pressured'
  | 'Frustrated'
  | 'Unheard'
  | 'Exhausted'
  | 'Anxious'
  | 'Disconnected'
  | 'Stressed'
  | 'Impatient'
  | 'Eager'
  | 'Unsure'
  | 'Connected'
  | 'Motivated'
  | 'Engaged'
  | 'Thoughtful'
  | 'Attentive'
  | 'Unappreciated'
  | 'Determined'
  | 'Drained'
  | 'Caring'
  | 'Doubtful'
  | 'Focused'
  | 'Settled'
  | 'Wistful'
  | 'Reflective'

export const FEELINGS: Record<AnomalyType, BySeverity<readonly Feeling[]>> = {
  silence: {
    warning: [
      ['Busy', 'Distracted', 'Content'],
      ['Preoccupied', 'Relaxed', 'Curious'],
      ['Occupied', 'Independent', 'Calm'],
    ],
    critical: [
      ['Uncertain', 'Missed', 'Distant'],
      ['Overwhelmed', 'Hesitant', 'Lonely'],
      ['Worried', 'Withdrawn', 'Hopeful'],
    ],
  },
  response_delay: {
    warning: [
      ['Busy', 'Stretched', 'Patient'],
      ['Preoccupied', 'Tired', 'Understanding'],
      ['Distracted', 'Pressured', 'Calm'],
    ],
    critical: [
      ['Overwhelmed', 'Frustrated', 'Unheard'],
      ['Exhausted', 'Anxious', 'Disconnected'],
      ['Stressed', 'Impatient', 'Uncertain'],
    ],
  },
  initiation_shift: {
    warning: [
      ['Eager', 'Unsure', 'Connected'],
      ['Motivated', 'Curious', 'Hopeful'],
      ['Engaged', 'Thoughtful', 'Attentive'],
    ],
    critical: [
      ['Tired', 'Unappreciated', 'Determined'],
      ['Lonely', 'Hopeful', 'Uncertain'],
      ['Drained', 'Caring', 'Doubtful'],
    ],
  },
  frequency_drop: {
    warning: [
      ['Busy', 'Focused', 'Content'],
      ['Occupied', 'Distracted', 'Calm'],
      ['Preoccupied', 'Settled', 'Independent'],
    ],
    critical: [
      ['Distant', 'Uncertain', 'Wistful'],
      ['Disconnected', 'Overwhelmed', 'Hopeful'],
      ['Lonely', 'Withdrawn', 'Reflective'],
    ],
  },
}

export const PROMPTS: Record<AnomalyType, readonly string[]> = {
  silence: [
    'What was happening in your life during this pause?',
    'Do you remember how this quiet stretch felt at the time, and how it ended?',
    'Was this pause something either of you chose, or did it just happen?',
  ],
  response_delay: [
    'What was taking up time and attention during these weeks?',
    'How did the slower replies feel on each side at the time?',
    'Was there something that made replying harder than usual back then?',
  ],
  initiation_shift: [
    'What made reaching out first feel natural, or necessary, during this time?',
    'How did it feel to be the one starting conversations, or the one being reached out to?',
    'Did anything change around this time that shifted who reached out first?',
  ],
  frequency_drop: [
    'What was filling your days when you talked less?',
    'Did the quieter weeks feel like distance, or simply like a busy season?',
    'What helped your conversations pick up again afterwards?',
  ],
}
