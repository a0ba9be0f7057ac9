// Planted-event accuracy: 200 generated chats with known silences, response
// delays, initiation shifts and frequency drops, and 50 chats with none.
// The figures are reported in docs/analysis.md.

import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeParsed } from '../analyze'
import {
  emptyScores,
  precision,
  recall,
  type Scores,
  scoreChat,
} from '../testing/evaluate-detections'
import { generateChatColumns } from '../testing/generate-chat'
import { cleanScenario, plantedScenario } from '../testing/planted-scenarios'

const PLANTED_CHATS = 200
const CLEAN_CHATS = 50
const MIN_RECALL = 0.95
const MIN_PRECISION = 0.9
const MAX_FALSE_ALARMS_PER_CHAT_YEAR = 1

const TYPES = ['silence', 'response_delay', 'initiation_shift', 'frequency_drop'] as const

describe('planted-event accuracy', () => {
  const scores: Scores = emptyScores()
  let falseAlarms = 0
  let chatYears = 0
  let worstChatRate = 0

  beforeAll(() => {
    for (let seed = 1; seed <= PLANTED_CHATS; seed++) {
      const scenario = plantedScenario(seed)
      const { anomalies } = analyzeParsed(generateChatColumns(scenario.options)).analysisData
      scoreChat(scores, anomalies, scenario.planted)
    }
    for (let seed = 1; seed <= CLEAN_CHATS; seed++) {
      const scenario = cleanScenario(seed)
      const { anomalies } = analyzeParsed(generateChatColumns(scenario.options)).analysisData
      const years = scenario.days / 365.25
      falseAlarms += anomalies.length
      chatYears += years
      worstChatRate = Math.max(worstChatRate, anomalies.length / years)
    }
    const table = TYPES.map((type) => {
      const s = scores[type]
      return `${type}: planted ${s.planted}, found ${s.found} (recall ${recall(s).toFixed(3)}), detections ${s.detections}, correct ${s.correct} (precision ${precision(s).toFixed(3)})`
    })
    console.log(
      [
        ...table,
        `clean: ${falseAlarms} false alarms over ${chatYears.toFixed(1)} chat-years (${(falseAlarms / chatYears).toFixed(3)} per chat-year, worst chat ${worstChatRate.toFixed(2)})`,
      ].join('\n'),
    )
  }, 120_000)

  it.each(TYPES)('finds at least 95%% of planted %s events', (type) => {
    expect(scores[type].planted).toBeGreaterThanOrEqual(100)
    expect(recall(scores[type])).toBeGreaterThanOrEqual(MIN_RECALL)
  })

  it.each(TYPES)('at least 90%% of %s detections are real', (type) => {
    expect(precision(scores[type])).toBeGreaterThanOrEqual(MIN_PRECISION)
  })

  it('raises at most one false alarm per chat-year in chats without events', () => {
    expect(falseAlarms / chatYears).toBeLessThanOrEqual(MAX_FALSE_ALARMS_PER_CHAT_YEAR)
    expect(worstChatRate).toBeLessThanOrEqual(MAX_FALSE_ALARMS_PER_CHAT_YEAR)
  })
})
