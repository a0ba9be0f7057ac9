// The analysis's first step: the figures of docs/product.md §9 that follow from the chat's one
// pass (scan.ts) and its response statistics, before the gap analysis and the rhythm.

import { formatWallClock } from './calendar'
import { formatDuration } from './duration-text'
import { buildInsights } from './insights'
import { type MonthSpan, monthlyActivity, mostActiveMonth } from './monthly'
import type { ResponseStatsSet } from './response-stats'
import { round1 } from './rounding'
import type { ChatScan } from './scan'
import { communicationPattern, initiationRateOf, rhythmScore } from './score'
import type { FirstFigures, HourOfWeek } from './types'

export const NO_REPLIES_TEXT = 'No replies yet'

function toHourOfWeek(counts: Uint32Array): HourOfWeek {
  const side = (sender: number) =>
    Array.from({ length: 7 }, (_, day) =>
      Array.from(counts.subarray(sender * 168 + day * 24, sender * 168 + day * 24 + 24)),
    )
  return { user1: side(0), user2: side(1) }
}

/** The first figures of a chat in time order, `perDay` its messages per day (unrounded). */
export function firstFigures(
  scan: ChatScan,
  responses: ResponseStatsSet,
  spans: MonthSpan[],
  perDay: number,
): FirstFigures {
  const [user1Messages, user2Messages] = scan.messagesBySender
  const [initiations1, initiations2] = scan.initiationsBySender
  const totalResponses = responses.all.totalResponses
  const score = rhythmScore(user1Messages, user2Messages, perDay)
  const initiationRate = initiationRateOf(initiations1, scan.conversations)
  const percentOfResponses = (count: number) =>
    totalResponses > 0 ? round1((count / totalResponses) * 100) : 0
  const bucket = (index: number) => percentOfResponses(scan.bucketCounts[index] ?? 0)
  const activity = monthlyActivity(scan, spans)
  const insights = buildInsights({
    yourMessages: user1Messages,
    theirMessages: user2Messages,
    // The rounded average, exactly as stored: viewAs regenerates the sentences from it.
    averageResponseMinutes: totalResponses > 0 ? responses.all.averageMinutes : null,
    rhythmScore: score,
    totalMessages: scan.total,
    initiationRate,
  })
  const averageConversationLength =
    scan.conversations > 0 ? round1(scan.total / scan.conversations) : 0
  const responseRateWithin1Hour = percentOfResponses(scan.withinHour)
  return {
    rhythmScore: score,
    initiationRate,
    avgResponseTime: formatDuration(responses.all.averageMinutes),
    communicationPattern: communicationPattern(perDay),
    totalMessages: scan.total,
    dateRangeStart: formatWallClock(scan.firstMinute),
    dateRangeEnd: formatWallClock(scan.lastMinute),
    ...insights,
    analysisData: {
      conversationsDetected: scan.conversations,
      user1Messages,
      user2Messages,
      conversationInitiationsByUser1: initiations1,
      conversationInitiationsByUser2: initiations2,
      averageConversationLength,
      responseRateWithin1Hour,
      responseTimeStats: responses.all,
      responseTimeBySender: { user1: responses.user1, user2: responses.user2 },
      responseDistribution: {
        immediate: bucket(0),
        under_1_hour: bucket(1),
        under_4_hours: bucket(2),
        under_24_hours: bucket(3),
        over_24_hours: bucket(4),
      },
      rawConversations: scan.conversations,
      monthlyActivity: activity,
      quickStats: {
        longestGap: formatDuration(scan.longestGapMinutes),
        quickestResponse:
          totalResponses > 0 ? formatDuration(responses.all.minMinutes) : NO_REPLIES_TEXT,
        mostActiveMonth: mostActiveMonth(activity),
        averageDaily: round1(perDay),
      },
      hourOfWeek: toHourOfWeek(scan.hourOfWeek),
    },
  }
}
