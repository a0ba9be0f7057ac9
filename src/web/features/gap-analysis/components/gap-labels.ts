// The gap analysis page's words for what the engine sends as codes: anomaly types, severities,
// emotional states and archetypes, each mapped to its message in the gap catalog. The engine
// (src/analysis/gap) still writes English for the server and the PDF; the page reads its words
// from the catalog instead, and falls back to the engine's English for anything it does not know.

import { isUnderAMinute } from '#src/analysis/duration-text'
import { ARCHETYPES, type ArchetypeKey } from '#src/analysis/gap/archetype'
import type { AnomalyType, Archetype, EmotionalState, Severity } from '#src/analysis/types'
import { numberFormat } from '#src/i18n/format-intl'
import { formatMinutes } from '#src/i18n/format-numbers'
import type { AppLocale } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** What the value beside 'Your Normal' measures. */
export const VALUE_LABELS: Record<AnomalyType, MessageId> = {
  silence: 'gap.anomaly.valueLabel.silence',
  response_delay: 'gap.anomaly.valueLabel.responseDelay',
  initiation_shift: 'gap.anomaly.valueLabel.initiationShift',
  frequency_drop: 'gap.anomaly.valueLabel.frequencyDrop',
}

export const SEVERITY_LABELS: Record<Severity | 'normal', MessageId> = {
  critical: 'gap.severity.critical',
  warning: 'gap.severity.warning',
  normal: 'gap.severity.normal',
}

/** docs/product.md §4 emotional states: the name, and what it means in a few words. */
export const STATE_TEXTS: Record<EmotionalState, { name: MessageId; meaning: MessageId }> = {
  Steady: { name: 'gap.state.steady', meaning: 'gap.state.steady.meaning' },
  Close: { name: 'gap.state.close', meaning: 'gap.state.close.meaning' },
  Distant: { name: 'gap.state.distant', meaning: 'gap.state.distant.meaning' },
  Busy: { name: 'gap.state.busy', meaning: 'gap.state.busy.meaning' },
  Reconnecting: { name: 'gap.state.reconnecting', meaning: 'gap.state.reconnecting.meaning' },
}

interface ArchetypeMessages {
  name: MessageId
  description: MessageId
  style: MessageId
  traits: readonly MessageId[]
  strengths: readonly MessageId[]
}

const ARCHETYPE_MESSAGES: Record<ArchetypeKey, ArchetypeMessages> = {
  companions: {
    name: 'gap.archetype.companions.name',
    description: 'gap.archetype.companions.description',
    style: 'gap.archetype.companions.style',
    traits: [
      'gap.archetype.companions.trait1',
      'gap.archetype.companions.trait2',
      'gap.archetype.companions.trait3',
    ],
    strengths: [
      'gap.archetype.companions.strength1',
      'gap.archetype.companions.strength2',
      'gap.archetype.companions.strength3',
    ],
  },
  leadFollow: {
    name: 'gap.archetype.leadFollow.name',
    description: 'gap.archetype.leadFollow.description',
    style: 'gap.archetype.leadFollow.style',
    traits: [
      'gap.archetype.leadFollow.trait1',
      'gap.archetype.leadFollow.trait2',
      'gap.archetype.leadFollow.trait3',
    ],
    strengths: [
      'gap.archetype.leadFollow.strength1',
      'gap.archetype.leadFollow.strength2',
      'gap.archetype.leadFollow.strength3',
    ],
  },
  thoughtful: {
    name: 'gap.archetype.thoughtful.name',
    description: 'gap.archetype.thoughtful.description',
    style: 'gap.archetype.thoughtful.style',
    traits: [
      'gap.archetype.thoughtful.trait1',
      'gap.archetype.thoughtful.trait2',
      'gap.archetype.thoughtful.trait3',
    ],
    strengths: [
      'gap.archetype.thoughtful.strength1',
      'gap.archetype.thoughtful.strength2',
      'gap.archetype.thoughtful.strength3',
    ],
  },
  deepDive: {
    name: 'gap.archetype.deepDive.name',
    description: 'gap.archetype.deepDive.description',
    style: 'gap.archetype.deepDive.style',
    traits: [
      'gap.archetype.deepDive.trait1',
      'gap.archetype.deepDive.trait2',
      'gap.archetype.deepDive.trait3',
    ],
    strengths: [
      'gap.archetype.deepDive.strength1',
      'gap.archetype.deepDive.strength2',
      'gap.archetype.deepDive.strength3',
    ],
  },
  checkIn: {
    name: 'gap.archetype.checkIn.name',
    description: 'gap.archetype.checkIn.description',
    style: 'gap.archetype.checkIn.style',
    traits: [
      'gap.archetype.checkIn.trait1',
      'gap.archetype.checkIn.trait2',
      'gap.archetype.checkIn.trait3',
    ],
    strengths: [
      'gap.archetype.checkIn.strength1',
      'gap.archetype.checkIn.strength2',
      'gap.archetype.checkIn.strength3',
    ],
  },
  balanced: {
    name: 'gap.archetype.balanced.name',
    description: 'gap.archetype.balanced.description',
    style: 'gap.archetype.balanced.style',
    traits: [
      'gap.archetype.balanced.trait1',
      'gap.archetype.balanced.trait2',
      'gap.archetype.balanced.trait3',
    ],
    strengths: [
      'gap.archetype.balanced.strength1',
      'gap.archetype.balanced.strength2',
      'gap.archetype.balanced.strength3',
    ],
  },
}

/** The archetype's key: the data carries its English name, which names one archetype. */
function archetypeKeyOf(archetype: Pick<Archetype, 'name'>): ArchetypeKey | undefined {
  const keys = Object.keys(ARCHETYPES) as ArchetypeKey[]
  return keys.find((key) => ARCHETYPES[key].name === archetype.name)
}

function translatedList(english: string[], ids: readonly MessageId[], t: Translate): string[] {
  return english.length === ids.length ? ids.map((id) => t(id)) : english
}

/**
 * The reply sentence, written from the archetype's reply figures as the engine writes it in
 * English: a personal archetype carries them (null when nobody replied); the default one none.
 */
function replySentence(archetype: Archetype, t: Translate, locale: AppLocale): string {
  const { replies } = archetype
  if (replies === null) return t('gap.archetype.replies.none')
  if (replies === undefined) return t('gap.archetype.replies.default')
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  return t('gap.archetype.replies.typical', {
    duration: formatMinutes(replies.medianMinutes, locale),
    under: isUnderAMinute(replies.medianMinutes) ? 'yes' : 'no',
    percent: percent.format(replies.withinHourPercent / 100),
  })
}

/**
 * The archetype in the reader's language, its reply sentence written from its figures; an
 * archetype the page does not know stays as the engine wrote it.
 */
export function archetypeTexts(archetype: Archetype, t: Translate, locale: AppLocale): Archetype {
  const key = archetypeKeyOf(archetype)
  if (!key) return archetype
  const ids = ARCHETYPE_MESSAGES[key]
  return {
    name: t(ids.name),
    description: t(ids.description),
    communicationStyle: t(ids.style),
    responsePatterns: replySentence(archetype, t, locale),
    traits: translatedList(archetype.traits, ids.traits, t),
    strengths: translatedList(archetype.strengths, ids.strengths, t),
  }
}
