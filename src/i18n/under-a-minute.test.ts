// Exports keep whole minutes, so a reply in the same minute reads as 0: the page, the PDF and
// the card say "under a minute" instead, in every language, and the sentences around it still
// read naturally ("in under a minute", not "within under a minute" or "in about 0 minutes").

import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { formatDuration } from '#src/analysis/duration-text'
import { type ArchetypeMetrics, buildArchetype } from '#src/analysis/gap/archetype'
import { responseInsight } from '#src/analysis/insights'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { archetypeTexts } from '#src/web/features/gap-analysis/components/gap-labels'
import { formatMinutes } from './format-numbers'
import { insightTexts } from './insight-texts'
import { LOCALES } from './locales'
import type { MessageId, MessageValues } from './messages'
import { serverMessages } from './read-catalogs'

const UNDER_A_MINUTE: Record<(typeof LOCALES)[number], string> = {
  en: 'under a minute',
  es: 'menos de un minuto',
  'pt-BR': 'menos de um minuto',
  de: 'unter einer Minute',
  fr: 'moins d’une minute',
  ar: 'أقل من دقيقة',
}

/** A chat whose typical reply comes in the same minute. */
const QUICK: ArchetypeMetrics = {
  messagesPerDay: 10,
  initiationRate: 50,
  medianResponseMinutes: 0,
  withinHourRate: 90,
  averageConversationLength: 8,
  totalResponses: 200,
}

const analysis = analyzeChat(generateChat({ days: 3, seed: 1 }))
/** An analysis whose replies came in 0.4 minutes on average. */
const QUICK_CHAT = {
  ...analysis,
  analysisData: {
    ...analysis.analysisData,
    responseTimeStats: { ...analysis.analysisData.responseTimeStats, averageMinutes: 0.4 },
  },
}

function translate(locale: (typeof LOCALES)[number]) {
  const i18n = setupI18n({ locale, messages: { [locale]: serverMessages(locale) } })
  return (id: MessageId, values?: MessageValues) => i18n._(id, values)
}

describe('a reply under a minute', () => {
  it('is "under a minute" as the engine writes it, never 0 minutes', () => {
    expect(formatDuration(0)).toBe('under a minute')
    expect(formatDuration(0.5)).toBe('under a minute')
    expect(formatDuration(1)).toBe('1 minute')
    expect(responseInsight(0)).toBe(
      'Replies come very quickly, in under a minute on average. Conversations tend to flow in real time.',
    )
    const archetype = buildArchetype(QUICK)
    expect(archetype.responsePatterns).toBe(
      'Half of all replies arrive in under a minute, and 90% within an hour.',
    )
  })

  it('is "under a minute" in every language, in the sentences it sits in', () => {
    for (const locale of LOCALES) {
      const under = UNDER_A_MINUTE[locale]
      expect(formatMinutes(0, locale)).toBe(under)
      expect(formatMinutes(0.5, locale)).toBe(under)
      const t = translate(locale)
      const texts = insightTexts(QUICK_CHAT, t, locale)
      expect(texts.responseInsight, locale).toContain(under)
      expect(texts.responseInsight, locale).not.toMatch(/[0٠]/)
      const sentence = archetypeTexts(buildArchetype(QUICK), t, locale).responsePatterns
      expect(sentence, locale).not.toMatch(/\b0\b|٠/)
      expect(sentence, locale).toContain(under)
    }
  })
})
