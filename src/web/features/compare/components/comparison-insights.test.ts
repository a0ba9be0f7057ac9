import { describe, expect, it } from 'vitest'
import {
  type ComparedAnalysis,
  type CompareStatus,
  type ComparisonItem,
  type ComparisonMetrics,
  comparisonInsights,
} from '#src/analysis/compare'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'
import { insightTexts } from './comparison-insights'

const t: Translate = (id, values) => browserI18n._(id, values)

/** A small deterministic generator, so every run checks the same thousand comparisons. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function item(metrics: ComparisonMetrics, analysed: boolean, index: number): ComparisonItem {
  return {
    connection: { id: String(index), name: `Person ${index}`, relationshipType: null },
    analysis: analysed ? ({} as ComparedAnalysis) : null,
    metrics,
    status: 'healthy' satisfies CompareStatus,
    statusLabel: 'Healthy',
    lastChatDate: null,
  }
}

describe('the comparison insights in the reader’s language', () => {
  it('are, in English, exactly the engine’s own texts', () => {
    const next = random(42)
    for (let run = 0; run < 1000; run++) {
      const items = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, index) =>
        item(
          {
            initiationPercentage: Math.round(next() * 100),
            averageResponseTimeHours: Math.round(next() * 400) / 10,
            weeklyChats: Math.round(next() * 30) / 10,
            healthScore: Math.round(next() * 100),
            anomalyCount: Math.floor(next() * 9),
          },
          next() > 0.1,
          index,
        ),
      )
      expect(insightTexts(items, t)).toEqual(comparisonInsights(items))
    }
  })

  it('say nothing when there is nothing to say', () => {
    expect(insightTexts([], t)).toEqual({ insights: [], insightMessage: null })
  })
})
