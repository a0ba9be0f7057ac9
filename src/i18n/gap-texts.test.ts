import { setupI18n } from '@lingui/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatWallClock } from '#src/analysis/calendar'
import { anomalyTexts } from '#src/analysis/gap/anomaly-text'
import { describeMonth } from '#src/analysis/gap/monthly-stats'
import { EXPLANATIONS, PROMPTS } from '#src/analysis/gap/text-variants'
import { reassuranceMessage } from '#src/analysis/gap-analysis'
import type {
  Anomaly,
  AnomalyActor,
  AnomalyComparison,
  AnomalyType,
  EmotionalState,
  Severity,
} from '#src/analysis/types'
import { EXPLANATION_IDS, PROMPT_IDS } from './gap-text-ids'
import { anomalyTextsIn, monthSentence, reassuranceText } from './gap-texts'
import { type AppLocale, LOCALES } from './locales'
import type { MessageId, MessageValues } from './messages'
import { serverMessages } from './read-catalogs'

function translator(locale: AppLocale) {
  const i18n = setupI18n({ locale, messages: { [locale]: serverMessages(locale) } })
  return (id: MessageId, values?: MessageValues) => i18n._(id, values)
}
const english = translator('en')

const TYPES: AnomalyType[] = ['silence', 'response_delay', 'initiation_shift', 'frequency_drop']
const SEVERITIES: Severity[] = ['warning', 'critical']
const ACTORS: AnomalyActor[] = ['you', 'them', 'both']
const STATES: EmotionalState[] = ['Steady', 'Close', 'Distant', 'Busy', 'Reconnecting']
const UNITS: Record<AnomalyType, AnomalyComparison['unit']> = {
  silence: 'days',
  response_delay: 'hours',
  initiation_shift: 'percent',
  frequency_drop: 'hours',
}

// The wall clock from 2000 to about 2040, in minutes since 2000-01-01.
const minute = fc.integer({ min: 0, max: 21_000_000 })
const figure = fc.oneof(
  fc.integer({ min: 0, max: 5000 }),
  fc.double({ min: 0, max: 5000, noNaN: true }).map((v) => Math.round(v * 100) / 100),
)

const facts = fc
  .record({
    type: fc.constantFrom(...TYPES),
    severity: fc.constantFrom(...SEVERITIES),
    actor: fc.constantFrom(...ACTORS),
    start: minute,
    length: fc.integer({ min: 0, max: 500_000 }),
    value: figure,
    baseline: figure,
  })
  .map(({ type, severity, actor, start, length, value, baseline }) => ({
    id: `${type}-${start}`,
    type,
    severity,
    actor,
    startDate: formatWallClock(start),
    endDate: formatWallClock(start + length),
    comparison: {
      value,
      baseline,
      percentChange: 0,
      unit: UNITS[type],
      valueLabel: '',
    },
  }))

function sample(type: AnomalyType, severity: Severity, actor: AnomalyActor, start: number) {
  return {
    id: `${type}-${start}`,
    type,
    severity,
    actor,
    startDate: formatWallClock(start),
    endDate: formatWallClock(start + 9 * 1440 + 125),
    comparison: {
      value: type === 'initiation_shift' ? 83 : 14.5,
      baseline: type === 'initiation_shift' ? 48 : 1,
      percentChange: 0,
      unit: UNITS[type],
      valueLabel: '',
    },
  }
}

/** Every type, severity and side, with enough ids that every variant of every text turns up. */
const EVERY_CASE = TYPES.flatMap((type) =>
  SEVERITIES.flatMap((severity) =>
    ACTORS.flatMap((actor) =>
      Array.from({ length: 24 }, (_, i) => sample(type, severity, actor, 12_600_000 + i * 4321)),
    ),
  ),
)

describe('the gap analysis texts from the facts', () => {
  it('have one message for every variant the engine writes', () => {
    for (const type of TYPES) {
      expect(PROMPT_IDS[type]).toHaveLength(PROMPTS[type].length)
      for (const severity of SEVERITIES)
        expect(EXPLANATION_IDS[type][severity]).toHaveLength(EXPLANATIONS[type][severity].length)
    }
  })

  it('read in English exactly as the engine writes them: every type, severity, side and variant', () => {
    const seen = new Set<string>()
    for (const anomaly of EVERY_CASE) {
      const written = anomalyTextsIn(anomaly, english, 'en')
      expect(written).toEqual(anomalyTexts(anomaly))
      seen.add(written.therapeuticExplanation)
      seen.add(written.reflectionPrompt)
      seen.add(written.likelyFeelings.join())
    }
    // 24 explanations (× up to three sides), 12 prompts and 24 sets of feelings all turn up.
    const explanations = Object.values(EXPLANATIONS).flatMap((s) => [...s.warning, ...s.critical])
    const prompts = Object.values(PROMPTS).flat()
    for (const prompt of prompts) expect(seen).toContain(prompt)
    expect(seen.size).toBeGreaterThanOrEqual(explanations.length + prompts.length + 24)
  })

  it('read in English exactly as the engine writes them, whatever the figures and dates', () => {
    fc.assert(
      fc.property(facts, (anomaly) => {
        expect(anomalyTextsIn(anomaly, english, 'en')).toEqual(anomalyTexts(anomaly))
      }),
      { numRuns: 3000 },
    )
  })

  it('write every month in English as the engine does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.integer({ min: 0, max: 50_000 }),
        figure,
        figure,
        (emotionalState, messageCount, avgResponseTime, maxGapDays) => {
          expect(
            monthSentence(
              { emotionalState, messageCount, avgResponseTime, maxGapDays },
              english,
              'en',
            ),
          ).toBe(describeMonth(emotionalState, messageCount, avgResponseTime, maxGapDays))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('reassure in English as the engine does', () => {
    const anomaly = (severity: Severity, endDate: string) => ({ severity, endDate }) as Anomaly
    const cases = [
      [],
      [anomaly('warning', '2024-01-10T10:00')],
      [anomaly('warning', '2024-01-10T10:00'), anomaly('critical', '2024-01-20T10:00')],
      [anomaly('critical', '2024-03-25T10:00')],
    ]
    const end = '2024-03-31T22:00'
    const written = cases.map((anomalies) =>
      reassuranceText({ anomalies, dateRange: { start: '2023-01-01', end } }, english),
    )
    expect(written).toEqual(cases.map((anomalies) => reassuranceMessage(anomalies, end)))
    expect(new Set(written).size).toBe(4)
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are all written in %s', (locale) => {
    const t = translator(locale)
    const sentences = (written: string[], inEnglish: string[]) =>
      written.forEach((text, i) => {
        expect(text).not.toMatch(/gap\.|[{}]/)
        expect(text, `${locale}: ${inEnglish[i]}`).not.toBe(inEnglish[i])
      })
    for (const anomaly of EVERY_CASE) {
      const written = anomalyTextsIn(anomaly, t, locale)
      const inEnglish = anomalyTexts(anomaly)
      sentences(
        [written.description, written.therapeuticExplanation, written.reflectionPrompt],
        [inEnglish.description, inEnglish.therapeuticExplanation, inEnglish.reflectionPrompt],
      )
      for (const feeling of written.likelyFeelings) expect(feeling).not.toMatch(/gap\.|[{}]/)
      expect(new Set(written.likelyFeelings).size).toBe(written.likelyFeelings.length)
    }
    for (const emotionalState of STATES) {
      const month = { emotionalState, messageCount: 1, avgResponseTime: 2.5, maxGapDays: 6 }
      sentences(
        [
          monthSentence(month, t, locale),
          monthSentence({ ...month, messageCount: 1234 }, t, locale),
        ],
        [describeMonth(emotionalState, 1, 2.5, 6), describeMonth(emotionalState, 1234, 2.5, 6)],
      )
    }
  })

  it('read naturally in German, whoever the anomaly is about', () => {
    const german = translator('de')
    const delay = sample('response_delay', 'critical', 'them', 12_600_000)
    const comparison = { ...delay.comparison, value: 5.5, baseline: 0.25 }
    // The id 'x' takes the second explanation, the third set of feelings and the first prompt.
    const written = anomalyTextsIn({ ...delay, id: 'x', comparison }, german, 'de')
    expect(written).toEqual({
      title: 'Längere Antwortzeiten',
      description:
        'Die typische Antwort der anderen Person dauerte vom 16. Dez. 2023 bis zum 25. Dez. 2023 etwa 5,5 Stunden, verglichen mit sonst 15 Minuten.',
      therapeuticExplanation:
        'Eine Zeit lang wurden die Antworten der anderen Person viel langsamer. Das kann von Überforderung, Krankheit oder starker Konzentration auf etwas anderes kommen, und es bedeutet selten, dass die Verbindung weniger wichtig war.',
      likelyFeelings: ['Gestresst', 'Ungeduldig', 'Unsicher'],
      reflectionPrompt: 'Was hat in diesen Wochen Zeit und Aufmerksamkeit beansprucht?',
    })
    const mine = anomalyTextsIn({ ...delay, id: 'x', actor: 'you', comparison }, german, 'de')
    expect(mine.therapeuticExplanation).toMatch(
      /^Eine Zeit lang wurden deine Antworten viel langsamer\./,
    )
    const month = {
      emotionalState: 'Distant',
      messageCount: 1,
      avgResponseTime: 3,
      maxGapDays: 1,
    } as const
    expect(monthSentence(month, german, 'de')).toBe(
      'Ein ruhigerer Monat: 1 Nachricht, mit einer Pause von 1 Tag.',
    )
    expect(monthSentence({ ...month, messageCount: 1234, maxGapDays: 6.5 }, german, 'de')).toBe(
      'Ein ruhigerer Monat: 1.234 Nachrichten, mit einer Pause von 6,5 Tagen.',
    )
  })

  it('read naturally in Arabic, with its plural forms', () => {
    const arabic = translator('ar')
    const silence = sample('silence', 'critical', 'both', 12_600_000)
    const comparison = { ...silence.comparison, value: 14, baseline: 2 }
    const written = anomalyTextsIn({ ...silence, comparison }, arabic, 'ar')
    expect(written.title).toBe('صمت لمدة 14 يومًا')
    expect(written.description).toBe(
      'لا رسائل لمدة 14 يومًا، من 16 ديسمبر 2023 إلى 25 ديسمبر 2023. فترتك المعتادة بين المحادثات يومان. هذا غير معتاد بينكما، والتوقيت وحده لا يقول السبب.',
    )
    const month = {
      emotionalState: 'Busy',
      messageCount: 2,
      avgResponseTime: 9,
      maxGapDays: 1,
    } as const
    expect(monthSentence(month, arabic, 'ar')).toBe(
      'رسالتان؛ استغرقت الردود وقتًا أطول من المعتاد، نحو 9 ساعات.',
    )
  })
})
