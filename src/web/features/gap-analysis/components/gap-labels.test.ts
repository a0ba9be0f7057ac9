import { type Messages, setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ANOMALY_ICONS, VALUE_LABELS as ENGINE_VALUE_LABELS } from '#src/analysis/gap/anomaly'
import { silenceTitle } from '#src/analysis/gap/anomaly-text'
import {
  ARCHETYPES,
  type ArchetypeKey,
  buildArchetype,
  defaultArchetype,
} from '#src/analysis/gap/archetype'
import type { AnomalyComparison, AnomalyType, EmotionalState } from '#src/analysis/types'
import ar from '#src/i18n/catalogs/gap/ar.json'
import de from '#src/i18n/catalogs/gap/de.json'
import en from '#src/i18n/catalogs/gap/en.json'
import { anomalyTitle } from '#src/i18n/gap-texts'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'
import { STATE_ORDER } from './emotional-states'
import { changeText } from './format-gap'
import { archetypeTexts, STATE_TEXTS, VALUE_LABELS } from './gap-labels'
import { timelineMonths } from './timeline-months'

// The catalog plugin hands tests the catalogs compiled, as the build does.
function translator(locale: string, catalog: object): Translate {
  const messages = { ...en, ...catalog } as unknown as Messages
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return (id: MessageId, values) => i18n._(id, values)
}

const english = translator('en', en)
const german = translator('de', de)
const arabic = translator('ar', ar)
const TYPES = Object.keys(ANOMALY_ICONS) as AnomalyType[]

describe('the page writes the engine’s English letter for letter', () => {
  it('titles and value labels of every anomaly type', () => {
    for (const type of TYPES) {
      const comparison = {
        value: 13.4,
        baseline: 1,
        percentChange: 1240,
        unit: 'days',
        valueLabel: '',
      } as const
      const title = anomalyTitle({ type, comparison }, english)
      if (type === 'silence') expect(title).toBe(silenceTitle(13.4))
      else expect(title).not.toMatch(/^gap\./)
      expect(english(VALUE_LABELS[type])).toBe(ENGINE_VALUE_LABELS[type])
    }
    expect(anomalyTitle({ type: 'response_delay', comparison: {} as never }, english)).toBe(
      'Response Time Spike',
    )
  })

  it('every archetype, whole, with its reply sentence as the engine writes it', () => {
    const metrics = [
      { medianResponseMinutes: 2, withinHourRate: 94.6, totalResponses: 300 },
      { medianResponseMinutes: 135.5, withinHourRate: 40, totalResponses: 12 },
      { medianResponseMinutes: 0, withinHourRate: 100, totalResponses: 1 },
      { medianResponseMinutes: 0, withinHourRate: 0, totalResponses: 0 },
    ]
    for (const key of Object.keys(ARCHETYPES) as ArchetypeKey[])
      for (const m of metrics) {
        const engine = buildArchetype({
          ...m,
          messagesPerDay: 1,
          initiationRate: 50,
          averageConversationLength: 4,
        })
        const archetype = {
          ...engine,
          ...ARCHETYPES[key],
          traits: [...ARCHETYPES[key].traits],
          strengths: [...ARCHETYPES[key].strengths],
        }
        const { replies: _replies, ...written } = archetype
        expect(archetypeTexts(archetype, english, 'en')).toEqual(written)
      }
    const standard = defaultArchetype()
    expect(archetypeTexts(standard, english, 'en').responsePatterns).toBe(standard.responsePatterns)
  })

  it('the reply sentence in German, with German figures', () => {
    const archetype = buildArchetype({
      medianResponseMinutes: 135.5,
      withinHourRate: 40.5,
      totalResponses: 12,
      messagesPerDay: 1,
      initiationRate: 50,
      averageConversationLength: 4,
    })
    const sentence = archetypeTexts(archetype, german, 'de').responsePatterns
    expect(sentence).toMatch(/40,5\s%/)
    expect(sentence).toContain('2,3 Stunden')
  })

  it('the emotional states by their names', () => {
    for (const state of STATE_ORDER)
      expect(english(STATE_TEXTS[state as EmotionalState].name)).toBe(state)
  })
})

describe('in another language', () => {
  const comparison: AnomalyComparison = {
    value: 14,
    baseline: 2,
    percentChange: 600,
    unit: 'days',
    valueLabel: '',
  }

  it('German: a silence’s days, the change and the duration', () => {
    expect(anomalyTitle({ type: 'silence', comparison }, german)).toBe('Funkstille von 14 Tagen')
    expect(changeText({ ...comparison, unit: 'days' }, german)).toBe(
      '600\u00a0% länger als üblich (etwa 7× euer Normalwert)',
    )
    expect(timelineMonths([], [], 'de')).toEqual([])
  })

  it('Arabic: plural forms and month names', () => {
    expect(anomalyTitle({ type: 'silence', comparison: { ...comparison, value: 2 } }, arabic)).toBe(
      'صمت ليومين',
    )
    expect(
      arabic('gap.timeline.monthButton', { month: 'مايو', count: 3, severity: 'critical' }),
    ).toBe('مايو: 3 أحداث، حرج')
    const [may] = timelineMonths(
      [],
      [{ id: 'a', severity: 'critical', year: 2023, month: 5 } as never],
      'ar',
    )
    expect(may?.label).toMatch(/مايو/)
  })
})
