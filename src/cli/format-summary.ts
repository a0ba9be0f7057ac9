// The readable summary `cadence analyze` prints: the headline numbers, the four
// insights and the anomalies, in plain aligned text.

import type { AnalysisResult, Anomaly } from '#src/analysis/types'
import { formatCount } from '#src/i18n/format-numbers'

const count = (n: number) => formatCount(n, 'en-US')
const day = (wallClock: string) => wallClock.slice(0, 10)
const row = (label: string, value: string) => `  ${label.padEnd(20)}${value}`

function anomalyLine(anomaly: Anomaly): string {
  const when = `${day(anomaly.startDate)} → ${day(anomaly.endDate)}`
  return `  ${anomaly.severity.padEnd(9)}${when}  ${anomaly.title}`
}

export function formatSummary(result: AnalysisResult): string {
  const data = result.analysisData
  const lines = [
    `Cadence analysis, ${day(result.dateRangeStart)} to ${day(result.dateRangeEnd)}`,
    '',
    row('Rhythm score', `${result.rhythmScore} / 100`),
    row(
      'Messages',
      `${count(result.totalMessages)} (you ${count(data.user1Messages)}, them ${count(data.user2Messages)})`,
    ),
    row('Conversations', count(data.conversationsDetected)),
    row('You initiate', `${result.initiationRate}%`),
    row('Response time', `${result.avgResponseTime} on average`),
    row('Pattern', result.communicationPattern),
    row('Longest gap', data.quickStats.longestGap),
    row('Messages per day', String(data.quickStats.averageDaily)),
    '',
    'Insights',
    row('Balance', result.balanceInsight),
    row('Response style', result.responseInsight),
    row('Health', result.healthInsight),
    row('Pattern', result.patternInsight),
    '',
    data.anomalies.length === 0 ? 'Anomalies: none found' : `Anomalies (${data.anomalies.length})`,
    ...data.anomalies.map(anomalyLine),
  ]
  return `${lines.join('\n')}\n`
}
