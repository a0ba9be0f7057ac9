// The engine's entry points: text or parsed chat in, aggregates out (docs/product.md §9).
// The result holds numbers and sentences only: no message or conversation list.

import { formatWallClock, MINUTES_PER_DAY } from './calendar'
import { formatDuration } from './duration-text'
import { analyzeGaps } from './gap/analyze-gaps'
import { buildInsights } from './insights'
import { monthlyActivity, monthSpans, mostActiveMonth } from './monthly'
import { ChatFormatError, type ParsedChat, parseChat, sortChatStably } from './parse'
import { keepRecentMonths } from './recent'
import { computeResponseStats } from './response-stats'
import { computeRhythm } from './rhythm/rhythm'
import { round1 } from './rounding'
import { scanChat } from './scan'
import { communicationPattern, dailyAverage, daySpan, initiationRateOf, rhythmScore } from './score'
import type { AnalyzedChat, FirstFigures, HourOfWeek } from './types'

export interface AnalyzeOptions {
  /** Called with the fraction done, 0…1; parsing is most of the work. */
  onProgress?: (fraction: number) => void
  /** Analyse only the last six months of the chat (a plan's "recent" analysis). */
  recentOnly?: boolean
}

/** Share of the progress bar given to parsing. */
const PARSE_SHARE = 0.8

export const NO_REPLIES_TEXT = 'No replies yet'

export function analyzeChat(text: string, options: AnalyzeOptions = {}): AnalyzedChat {
  const { onProgress, recentOnly = false } = options
  const chat = parseChat(
    text,
    onProgress ? (fraction) => onProgress(fraction * PARSE_SHARE) : undefined,
  )
  const result = analyzeCleanedChat(chat, { recentOnly })
  onProgress?.(1)
  return result
}

/**
 * Analyses a chat already parsed, or cleaned straight into one
 * (cleanExportToChat): the whole chat, or its last six months with `recentOnly`.
 */
export function analyzeCleanedChat(
  chat: ParsedChat,
  { recentOnly = false }: Pick<AnalyzeOptions, 'recentOnly'> = {},
): AnalyzedChat {
  return analyzeCleanedChatInSteps(chat, { recentOnly }).complete()
}

/** analyzeCleanedChat in its two steps (analyzeInSteps): the first figures at once, then the rest. */
export function analyzeCleanedChatInSteps(
  chat: ParsedChat,
  { recentOnly = false }: Pick<AnalyzeOptions, 'recentOnly'> = {},
): AnalysisSteps {
  return analyzeInSteps(recentOnly && chat.length > 0 ? keepRecentMonths(chat) : chat)
}

function toHourOfWeek(counts: Uint32Array): HourOfWeek {
  const side = (sender: number) =>
    Array.from({ length: 7 }, (_, day) =>
      Array.from(counts.subarray(sender * 168 + day * 24, sender * 168 + day * 24 + 24)),
    )
  return { user1: side(0), user2: side(1) }
}

/**
 * An analysis in two steps: its first figures at once (the chat's one pass and what follows
 * from it), and the rest (the gap analysis and the rhythm) when `complete` is called. The whole
 * result holds the first figures as they are. A chat not in time order is sorted (on a copy).
 */
export interface AnalysisSteps {
  figures: FirstFigures
  complete: () => AnalyzedChat
}

function analyzeInSteps(input: ParsedChat): AnalysisSteps {
  if (input.length === 0) throw new ChatFormatError()
  // The scan says whether the chat was in time order (parsed and cleaned chats are); one that
  // was not is sorted, on a copy, and read again. A chat that ends before it starts is sorted
  // first: the scan's calendar runs from the first message to the last.
  const inOrder = (input.minutes[input.length - 1] ?? 0) >= (input.minutes[0] ?? 0)
  let scan = inOrder ? scanChat(input) : null
  if (!scan?.inTimeOrder) {
    const chat = {
      minutes: input.minutes.slice(0, input.length),
      sender: input.sender.slice(0, input.length),
      length: input.length,
    }
    sortChatStably(chat)
    scan = scanChat(chat)
  }
  const responses = computeResponseStats(scan)
  const [user1Messages, user2Messages] = scan.messagesBySender
  const [initiations1, initiations2] = scan.initiationsBySender
  const totalResponses = responses.all.totalResponses

  const span = daySpan(scan.firstDay, Math.floor(scan.lastMinute / MINUTES_PER_DAY))
  const perDay = dailyAverage(scan.total, span)
  const score = rhythmScore(user1Messages, user2Messages, perDay)
  const initiationRate = initiationRateOf(initiations1, scan.conversations)
  const percentOfResponses = (count: number) =>
    totalResponses > 0 ? round1((count / totalResponses) * 100) : 0
  const bucket = (index: number) => percentOfResponses(scan.bucketCounts[index] ?? 0)
  const spans = monthSpans(scan.firstDay, scan.dayCount)
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
  const figures: FirstFigures = {
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
  const complete = (): AnalyzedChat => {
    const gaps = analyzeGaps(scan, spans, {
      messagesPerDay: perDay,
      initiationRate,
      medianResponseMinutes: responses.all.medianMinutes,
      withinHourRate: responseRateWithin1Hour,
      averageConversationLength,
      totalResponses,
    })
    // After the response statistics: the rhythm reuses their buffer.
    const rhythm = computeRhythm(scan, spans)
    return { ...figures, analysisData: { ...figures.analysisData, ...gaps }, rhythm }
  }
  return { figures, complete }
}

/** Analyses a parsed chat. A chat not in time order is sorted (on a copy). */
export function analyzeParsed(input: ParsedChat): AnalyzedChat {
  return analyzeInSteps(input).complete()
}
