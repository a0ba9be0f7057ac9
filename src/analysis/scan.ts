// The single pass over a parsed chat. Everything the analysis and the gap
// detectors need is accumulated here into counters, per-day typed arrays and
// a few per-conversation arrays: no per-message objects.

import { MINUTES_PER_DAY, weekdayOfDay } from './calendar'
import type { ParsedChat } from './parse'
import type { ConversationUnits } from './rhythm/conversation-units'

/** docs/product.md §9: a gap of more than 30 minutes starts a new conversation. */
export const CONVERSATION_GAP_MINUTES = 30
/** docs/product.md §9 response buckets, upper limits in minutes (inclusive). */
export const RESPONSE_BUCKET_LIMITS = [5, 60, 240, 1440] as const
/** docs/product.md §9: the within-1-hour rate counts responses of 60 minutes or less. */
export const WITHIN_HOUR_MINUTES = 60
/** Log-scale bins of response times per day and responder: 3 per doubling. */
export const RESPONSE_BINS = 48
export const RESPONSE_BINS_PER_DOUBLING = 3

export function responseBin(minutes: number): number {
  const bin = Math.floor(RESPONSE_BINS_PER_DOUBLING * Math.log2(1 + minutes))
  return bin < RESPONSE_BINS ? bin : RESPONSE_BINS - 1
}

/** Lower edge in minutes of a response bin (inverse of responseBin). */
export function responseBinStart(bin: number): number {
  return 2 ** (bin / RESPONSE_BINS_PER_DOUBLING) - 1
}

// Imported bindings are getters under some module loaders: hot loops use local copies.
const DAY = MINUTES_PER_DAY
const [BUCKET_1, BUCKET_2, BUCKET_3, BUCKET_4] = RESPONSE_BUCKET_LIMITS
const BIN_LOOKUP_SIZE = 4096
const BIN_LOOKUP = new Uint8Array(BIN_LOOKUP_SIZE)
for (let t = 0; t < BIN_LOOKUP_SIZE; t++) BIN_LOOKUP[t] = responseBin(t)
const CONVERSATION_GAP = CONVERSATION_GAP_MINUTES
/** log1p of the whole minutes a reply inside a conversation can take (it is at most 30). */
const LOG1P_MINUTES = Float64Array.from({ length: CONVERSATION_GAP + 1 }, (_, m) => Math.log1p(m))

export interface ChatScan {
  chat: ParsedChat
  /** Every message at or after the one before it. When false, nothing else here holds. */
  inTimeOrder: boolean
  total: number
  messagesBySender: [number, number]
  conversations: number
  initiationsBySender: [number, number]
  firstMinute: number
  lastMinute: number
  firstDay: number
  dayCount: number
  /** Responses of User 1 fill [0, responseCountBySender[0]); User 2's fill the end of the array. */
  responseTimes: Float64Array
  responseCountBySender: [number, number]
  responseSumBySender: [number, number]
  /** Counts per bucket of docs/product.md §9: immediate, under 1 h, under 4 h, under 24 h, over 24 h. */
  bucketCounts: Uint32Array
  withinHour: number
  longestGapMinutes: number
  longestGapStart: number
  /** Sum and sum of squares of all inter-message gaps (burstiness). */
  gapSum: number
  gapSumSquares: number
  /** Per day since firstDay. */
  dayMessages: Uint32Array
  dayMessagesUser1: Uint32Array
  dayConversations: Uint32Array
  dayInitiationsUser1: Uint32Array
  dayResponseSum: Float64Array
  dayResponseCount: Uint32Array
  /** [(day * 2 + responder) * RESPONSE_BINS + bin] */
  dayResponseBins: Uint32Array
  /** Gaps between conversations (over 30 minutes): where each starts and how long it is. */
  conversationGapStart: Float64Array
  conversationGapMinutes: Float64Array
  conversationGapCount: number
  /** [sender * 168 + weekday * 24 + hour], Monday first. */
  hourOfWeek: Uint32Array
  /** The conversations one by one, as the chapters read them (conversation-units.ts). */
  units: ConversationUnits
}

function grow<T extends Float64Array | Uint32Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length)
  bigger.set(array)
  return bigger
}

/**
 * When each of the `count` conversations starts and how long it lasts, from the gaps around it (or
 * the chat's ends). A gap's start plus its length is its end exactly: two minutes since 2000,
 * within a factor of two of each other, subtract without rounding, fractional ones included.
 */
function unitTimes(
  firstMinute: number,
  lastMinute: number,
  gapStart: Float64Array,
  gapMinutes: Float64Array,
  count: number,
): Pick<ConversationUnits, 'start' | 'length'> {
  const start = new Float64Array(count)
  const length = new Float64Array(count)
  for (let unit = 0; unit < count; unit++) {
    const from = unit === 0 ? firstMinute : (gapStart[unit - 1] ?? 0) + (gapMinutes[unit - 1] ?? 0)
    start[unit] = from
    length[unit] = (unit === count - 1 ? lastMinute : (gapStart[unit] ?? 0)) - from
  }
  return { start, length }
}

export function scanChat(chat: ParsedChat): ChatScan {
  const { minutes, sender, length } = chat
  const firstMinute = minutes[0] ?? 0
  const lastMinute = minutes[length - 1] ?? firstMinute
  const firstDay = Math.floor(firstMinute / DAY)
  const dayCount = Math.floor(lastMinute / DAY) - firstDay + 1

  const dayMessages = new Uint32Array(dayCount)
  const dayMessagesUser1 = new Uint32Array(dayCount)
  const dayConversations = new Uint32Array(dayCount)
  const dayInitiationsUser1 = new Uint32Array(dayCount)
  const dayResponseSum = new Float64Array(dayCount)
  const dayResponseCount = new Uint32Array(dayCount)
  const dayResponseBins = new Uint32Array(dayCount * 2 * RESPONSE_BINS)
  const hourOfWeek = new Uint32Array(2 * 168)
  const bucketCounts = new Uint32Array(5)
  const responseTimes = new Float64Array(length)
  let gapCapacity = Math.max(16, length >> 3)
  let conversationGapStart: Float64Array = new Float64Array(gapCapacity)
  let conversationGapMinutes: Float64Array = new Float64Array(gapCapacity)
  let conversationGapCount = 0
  // Per conversation, in local columns (an object's would be read through its map in the loop):
  // every opening but the first adds a gap, so they grow with the gaps' columns, one longer.
  let unitOpenedByUser1 = new Uint8Array(gapCapacity + 1)
  let unitReplyLogSum = new Float64Array(gapCapacity + 1)
  let unitReplyCount = new Uint32Array(gapCapacity + 1)
  // The replies inside the conversation being read (log1p of their minutes).
  let replyLogSum = 0
  let replies = 0
  let user1Messages = 0
  let conversations = 0
  let initiationsUser1 = 0
  let responses1 = 0
  let responses2 = 0
  let responseSum1 = 0
  let responseSum2 = 0
  let withinHour = 0
  let longestGapMinutes = 0
  let longestGapStart = firstMinute
  let gapSum = 0
  let gapSumSquares = 0

  let inTimeOrder = true
  let previousMinute = firstMinute
  let previousSender = -1
  let day = firstDay
  let dayEnd = (firstDay + 1) * DAY
  let weekday = weekdayOfDay(firstDay)
  for (let i = 0; i < length; i++) {
    const minute = minutes[i] ?? 0
    const who = sender[i] ?? 0
    while (minute >= dayEnd) {
      day++
      dayEnd += DAY
      weekday = weekday === 6 ? 0 : weekday + 1
    }
    const d = day - firstDay
    const hour = Math.floor((minute - (dayEnd - DAY)) / 60)
    hourOfWeek[who * 168 + weekday * 24 + hour] =
      (hourOfWeek[who * 168 + weekday * 24 + hour] ?? 0) + 1
    dayMessages[d] = (dayMessages[d] ?? 0) + 1
    if (who === 0) {
      user1Messages++
      dayMessagesUser1[d] = (dayMessagesUser1[d] ?? 0) + 1
    }

    const gap = minute - previousMinute
    if (gap < 0) inTimeOrder = false
    if (i > 0) {
      gapSum += gap
      gapSumSquares += gap * gap
      if (gap > longestGapMinutes) {
        longestGapMinutes = gap
        longestGapStart = previousMinute
      }
    }
    // docs/product.md §9: the first message, and any after a gap of more than 30 minutes, opens a conversation.
    const opens = i === 0 || gap > CONVERSATION_GAP
    if (opens) {
      // Before any write: the conversation opened here goes at index conversationGapCount + 1.
      if (i > 0 && conversationGapCount === gapCapacity) {
        gapCapacity *= 2
        conversationGapStart = grow(conversationGapStart, gapCapacity)
        conversationGapMinutes = grow(conversationGapMinutes, gapCapacity)
        unitOpenedByUser1 = grow(unitOpenedByUser1, gapCapacity + 1)
        unitReplyLogSum = grow(unitReplyLogSum, gapCapacity + 1)
        unitReplyCount = grow(unitReplyCount, gapCapacity + 1)
      }
      if (conversations > 0) {
        unitReplyLogSum[conversations - 1] = replyLogSum
        unitReplyCount[conversations - 1] = replies
      }
      unitOpenedByUser1[conversations] = who === 0 ? 1 : 0
      replyLogSum = 0
      replies = 0
      conversations++
      dayConversations[d] = (dayConversations[d] ?? 0) + 1
      if (who === 0) {
        initiationsUser1++
        dayInitiationsUser1[d] = (dayInitiationsUser1[d] ?? 0) + 1
      }
      if (i > 0) {
        conversationGapStart[conversationGapCount] = previousMinute
        conversationGapMinutes[conversationGapCount] = gap
        conversationGapCount++
      }
    }
    // docs/product.md §9: a message from a different sender than the previous one is a response.
    if (i > 0 && who !== previousSender) {
      if (!opens) {
        replyLogSum += (gap | 0) === gap ? (LOG1P_MINUTES[gap] ?? 0) : Math.log1p(gap)
        replies++
      }
      if (who === 0) {
        responseTimes[responses1++] = gap
        responseSum1 += gap
      } else {
        responseTimes[length - 1 - responses2++] = gap
        responseSum2 += gap
      }
      const bucket =
        gap <= BUCKET_1 ? 0 : gap <= BUCKET_2 ? 1 : gap <= BUCKET_3 ? 2 : gap <= BUCKET_4 ? 3 : 4
      bucketCounts[bucket] = (bucketCounts[bucket] ?? 0) + 1
      if (gap <= WITHIN_HOUR_MINUTES) withinHour++
      dayResponseSum[d] = (dayResponseSum[d] ?? 0) + gap
      dayResponseCount[d] = (dayResponseCount[d] ?? 0) + 1
      const bin =
        gap < BIN_LOOKUP_SIZE && Number.isInteger(gap) ? (BIN_LOOKUP[gap] ?? 0) : responseBin(gap)
      const slot = (d * 2 + who) * RESPONSE_BINS + bin
      dayResponseBins[slot] = (dayResponseBins[slot] ?? 0) + 1
    }
    previousMinute = minute
    previousSender = who
  }
  if (conversations > 0) {
    unitReplyLogSum[conversations - 1] = replyLogSum
    unitReplyCount[conversations - 1] = replies
  }

  return {
    chat,
    inTimeOrder,
    total: length,
    messagesBySender: [user1Messages, length - user1Messages],
    conversations,
    initiationsBySender: [initiationsUser1, conversations - initiationsUser1],
    firstMinute,
    lastMinute,
    firstDay,
    dayCount,
    responseTimes,
    responseCountBySender: [responses1, responses2],
    responseSumBySender: [responseSum1, responseSum2],
    bucketCounts,
    withinHour,
    longestGapMinutes,
    longestGapStart,
    gapSum,
    gapSumSquares,
    dayMessages,
    dayMessagesUser1,
    dayConversations,
    dayInitiationsUser1,
    dayResponseSum,
    dayResponseCount,
    dayResponseBins,
    conversationGapStart,
    conversationGapMinutes,
    conversationGapCount,
    hourOfWeek,
    units: {
      ...unitTimes(
        firstMinute,
        lastMinute,
        conversationGapStart,
        conversationGapMinutes,
        conversations,
      ),
      count: conversations,
      openedByUser1: unitOpenedByUser1.subarray(0, conversations),
      replyLogSum: unitReplyLogSum.subarray(0, conversations),
      replyCount: unitReplyCount.subarray(0, conversations),
    },
  }
}
