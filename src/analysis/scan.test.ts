import { describe, expect, it } from 'vitest'
import type { ParsedChat } from './parse'
import type { ConversationUnits } from './rhythm/conversation-units'
import { CONVERSATION_GAP_MINUTES, scanChat } from './scan'
import { generateChatColumns } from './testing/generate-chat'

/** The conversations of a chat read on their own, message by message: what the scan must give. */
function conversationsOneByOne(chat: ParsedChat) {
  const start: number[] = []
  const length: number[] = []
  const openedByUser1: number[] = []
  const replyLogSum: number[] = []
  const replyCount: number[] = []
  let previous = Number.NEGATIVE_INFINITY
  let previousSender = -1
  for (let i = 0; i < chat.length; i++) {
    const minute = chat.minutes[i] ?? 0
    const who = chat.sender[i] ?? 0
    const gap = minute - previous
    if (gap > CONVERSATION_GAP_MINUTES) {
      if (start.length > 0) length.push(previous - (start.at(-1) ?? 0))
      start.push(minute)
      openedByUser1.push(who === 0 ? 1 : 0)
      replyLogSum.push(0)
      replyCount.push(0)
    } else if (who !== previousSender) {
      const k = start.length - 1
      replyLogSum[k] = (replyLogSum[k] ?? 0) + Math.log1p(gap)
      replyCount[k] = (replyCount[k] ?? 0) + 1
    }
    previous = minute
    previousSender = who
  }
  if (start.length > 0) length.push(previous - (start.at(-1) ?? 0))
  return { count: start.length, start, length, openedByUser1, replyLogSum, replyCount }
}

/** The scan's conversations as plain arrays, to compare with conversationsOneByOne. */
function asArrays(units: ConversationUnits) {
  return {
    count: units.count,
    start: Array.from(units.start),
    length: Array.from(units.length),
    openedByUser1: Array.from(units.openedByUser1),
    replyLogSum: Array.from(units.replyLogSum),
    replyCount: Array.from(units.replyCount),
  }
}

describe('scanChat: the conversations one by one', () => {
  it('reads each conversation as a pass of its own would, whole and fractional minutes alike', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const chat = generateChatColumns({ seed, days: 40 + seed * 30 })
      // A third of the chats keep seconds (fractions no binary number holds exactly): replies
      // of fractional minutes take log1p itself, and conversations start and end on the second.
      if (seed % 3 === 0)
        for (let i = 1; i < chat.length; i++)
          chat.minutes[i] = Math.max(
            chat.minutes[i - 1] ?? 0,
            (chat.minutes[i] ?? 0) + (i % 60) / 60,
          )
      const scan = scanChat(chat)
      expect(scan.units.count).toBe(scan.conversations)
      // The log sums are taken from a table for whole minutes: equal to the last bit all the same.
      expect(asArrays(scan.units)).toEqual(conversationsOneByOne(chat))
    }
  })

  it('keeps every conversation of a chat that is mostly single messages hours apart', () => {
    // More conversations than an eighth of the messages: the columns grow while being filled.
    for (const length of [17, 18, 40, 300, 5_000]) {
      const minutes = new Float64Array(length)
      const sender = new Uint8Array(length)
      // Mostly 45 minutes apart, and every fourth message a reply ten minutes after the one before.
      let minute = 12_000_000
      for (let i = 0; i < length; i++) {
        if (i > 0) minute += i % 4 === 1 ? 10 : 45
        minutes[i] = minute
        sender[i] = i % 4 === 1 ? 1 - (sender[i - 1] ?? 0) : (i * 7) % 3 === 0 ? 1 : 0
      }
      const chat = { minutes, sender, length }
      expect(asArrays(scanChat(chat).units)).toEqual(conversationsOneByOne(chat))
    }
  })
})
