// Test fixture: what the browser sends after analysing a generated chat.

import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'

export function sampleAnalysis(seed = 1, days = 90) {
  return analyzeChat(generateChat({ seed, days }))
}
