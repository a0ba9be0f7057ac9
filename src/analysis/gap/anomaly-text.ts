// Turns an anomaly's facts into its title, description and therapeutic texts,
// from the side of the person viewing. Variants are chosen by a hash of the
// anomaly id, so the same event always reads the same way.

import { formatShortDate, MINUTES_PER_DAY, parseWallClock } from '../calendar'
import { formatDuration } from '../duration-text'
import type { Anomaly, AnomalyActor } from '../types'
import { EXPLANATIONS, FEELINGS, PROMPTS } from './text-variants'

export type AnomalyFacts = Pick<
  Anomaly,
  'id' | 'type' | 'severity' | 'actor' | 'startDate' | 'endDate' | 'comparison'
>
export type AnomalyTexts = Pick<
  Anomaly,
  'title' | 'description' | 'therapeuticExplanation' | 'likelyFeelings' | 'reflectionPrompt'
>

/** FNV-1a, 32 bits: a stable small hash of a string. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Which of an anomaly's texts a variant is chosen for: each has its own choice. */
export type VariantSalt = 'explanation' | 'feelings' | 'prompt'

/**
 * The variant (0 … count − 1) an anomaly's text takes: a hash of its id and the text's salt,
 * so the same event always reads the same way, in every language.
 */
export function variantIndex(id: string, salt: VariantSalt, count: number): number {
  return hashText(`${salt}:${id}`) % count
}

function choose<T>(items: readonly T[], id: string, salt: VariantSalt): T {
  const item = items[variantIndex(id, salt, items.length)]
  if (item === undefined) throw new RangeError('no text variant')
  return item
}

const WHO: Record<AnomalyActor, { who: string; whose: string }> = {
  you: { who: 'you', whose: 'your' },
  them: { who: 'they', whose: 'their' },
  both: { who: 'you both', whose: 'both of your' },
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function fill(template: string, actor: AnomalyActor): string {
  const { who, whose } = WHO[actor]
  return template
    .replaceAll('{Who}', capitalize(who))
    .replaceAll('{who}', who)
    .replaceAll('{Whose}', capitalize(whose))
    .replaceAll('{whose}', whose)
}

function dateText(wallClock: string): string {
  return formatShortDate(Math.floor(parseWallClock(wallClock) / MINUTES_PER_DAY))
}

export function silenceTitle(days: number): string {
  return `${Math.max(1, Math.round(days))}-Day Communication Gap`
}

function describe(f: AnomalyFacts): { title: string; description: string } {
  const span = `from ${dateText(f.startDate)} to ${dateText(f.endDate)}`
  const { value, baseline } = f.comparison
  const { who, whose } = WHO[f.actor]
  switch (f.type) {
    case 'silence':
      return {
        title: silenceTitle(value),
        description: `No messages for ${value} days, ${span}. Your normal gap is ${baseline} days. Unusual for the two of you; the timing alone cannot say why.`,
      }
    case 'response_delay':
      return {
        title: 'Response Time Spike',
        description: `${capitalize(whose)} typical reply took about ${formatDuration(value * 60)} ${span}, compared with ${formatDuration(baseline * 60)} usually.`,
      }
    case 'initiation_shift':
      return {
        title: 'Initiation Pattern Change',
        description: `${capitalize(who)} started ${value}% of conversations ${span}, compared with ${baseline}% usually.`,
      }
    case 'frequency_drop':
      return {
        title: 'Message Frequency Drop',
        description: `Conversations started about every ${formatDuration(value * 60)} ${span}, compared with every ${formatDuration(baseline * 60)} usually.`,
      }
  }
}

export function anomalyTexts(f: AnomalyFacts): AnomalyTexts {
  return {
    ...describe(f),
    therapeuticExplanation: fill(
      choose(EXPLANATIONS[f.type][f.severity], f.id, 'explanation'),
      f.actor,
    ),
    likelyFeelings: [...choose(FEELINGS[f.type][f.severity], f.id, 'feelings')],
    reflectionPrompt: choose(PROMPTS[f.type], f.id, 'prompt'),
  }
}
