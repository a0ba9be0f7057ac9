// The engine's entry points: text or parsed chat in, aggregates out (docs/product.md §9).
// The result holds numbers and sentences only: no message or conversation list.

import { MINUTES_PER_DAY } from './calendar'
import { firstFigures } from './first-figures'
import { analyzeGaps } from './gap/analyze-gaps'
import { monthSpans } from './monthly'
import { ChatFormatError, type ParsedChat, parseChat, sortChatStably } from './parse'
import { keepRecentMonths } from './recent'
import { computeResponseStats } from './response-stats'
import { computeRhythm } from './rhythm/rhythm'
import { type ChatScan, scanChat } from './scan'
import { dailyAverage, daySpan } from './score'
import type { AnalyzedChat, FirstFigures } from './types'

export interface AnalyzeOptions {
  /** Called with the fraction done, 0…1; parsing is most of the work. */
  onProgress?: (fraction: number) => void
  /** Analyse only the last six months of the chat (a plan's "recent" analysis). */
  recentOnly?: boolean
}

/** Share of the progress bar given to parsing. */
const PARSE_SHARE = 0.8

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

/**
 * An analysis in two steps: its first figures at once (the chat's one pass and what follows
 * from it), and the rest (the gap analysis and the rhythm) when `complete` is called. The whole
 * result holds the first figures as they are. A chat not in time order is sorted (on a copy).
 */
export interface AnalysisSteps {
  figures: FirstFigures
  complete: () => AnalyzedChat
}

/**
 * The chat's one pass, in time order: the scan says whether the chat was (parsed and cleaned
 * chats are); one that was not is sorted, on a copy, and read again. A chat that ends before it
 * starts is sorted first: the scan's calendar runs from the first message to the last.
 */
function scanInTimeOrder(input: ParsedChat): ChatScan {
  const inOrder = (input.minutes[input.length - 1] ?? 0) >= (input.minutes[0] ?? 0)
  const scan = inOrder ? scanChat(input) : null
  if (scan?.inTimeOrder) return scan
  const chat = {
    minutes: input.minutes.slice(0, input.length),
    sender: input.sender.slice(0, input.length),
    length: input.length,
  }
  sortChatStably(chat)
  return scanChat(chat)
}

function analyzeInSteps(input: ParsedChat): AnalysisSteps {
  if (input.length === 0) throw new ChatFormatError()
  const scan = scanInTimeOrder(input)
  const responses = computeResponseStats(scan)
  const span = daySpan(scan.firstDay, Math.floor(scan.lastMinute / MINUTES_PER_DAY))
  const perDay = dailyAverage(scan.total, span)
  const spans = monthSpans(scan.firstDay, scan.dayCount)
  const figures = firstFigures(scan, responses, spans, perDay)
  const complete = (): AnalyzedChat => {
    const data = figures.analysisData
    const gaps = analyzeGaps(scan, spans, {
      messagesPerDay: perDay,
      initiationRate: figures.initiationRate,
      medianResponseMinutes: responses.all.medianMinutes,
      withinHourRate: data.responseRateWithin1Hour,
      averageConversationLength: data.averageConversationLength,
      totalResponses: responses.all.totalResponses,
    })
    // After the response statistics: the rhythm reuses their buffer.
    const rhythm = computeRhythm(scan, spans)
    return { ...figures, analysisData: { ...data, ...gaps }, rhythm }
  }
  return { figures, complete }
}

/** Analyses a parsed chat. A chat not in time order is sorted (on a copy). */
export function analyzeParsed(input: ParsedChat): AnalyzedChat {
  return analyzeInSteps(input).complete()
}
