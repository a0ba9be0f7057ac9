// The landing page's interactive demo (docs/product.md §9 "Demo rules"): a seven-message
// sample conversation across two days and its quick analysis. The sample is
// built so that the landing text is true: you reply in 12 minutes, the other
// person in 2.2 hours, and you start 67% of the exchanges.

import { parseWallClock } from './calendar'
import { UNDER_A_MINUTE } from './duration-text'
import {
  balanceInsight,
  healthInsight,
  type InsightInput,
  patternInsight,
  responseInsight,
} from './insights'
import { round1 } from './rounding'
import { rhythmScore } from './score'

export interface DemoMessage {
  /** 'You' or the sample contact's name. */
  sender: string
  content: string
  /** Display label, e.g. 'Mon 7:40 PM'. */
  time: string
  /** 'YYYY-MM-DDTHH:mm', wall clock. */
  timestamp: string
}

export interface DemoResult {
  /** Integer percent of exchanges you started. */
  initiationRate: number
  /** Your average response, e.g. '12 minutes' or '2.2 hours'. */
  avgResponse: string
  /** The other person's average response, same format (the landing text quotes it). */
  theirAvgResponse: string
  /** Your and the other person's average response in minutes, for other languages' words. */
  yourResponseMinutes: number
  theirResponseMinutes: number
  /** The numbers the four sentences are made from (your replies alone, not both sides'). */
  insightInput: InsightInput
  balanceInsight: string
  responseInsight: string
  healthInsight: string
  patternInsight: string
}

export const DEMO_YOU = 'You'
export const DEMO_CONTACT = 'Alex'
/** docs/product.md §4: the demo's simulated analysis delay. */
export const DEMO_DELAY_MS = 1500
/** docs/product.md §9: your average response when the sample holds none. */
export const DEMO_DEFAULT_RESPONSE_MINUTES = 12

export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    sender: DEMO_YOU,
    content: 'How did the interview go? 🤞',
    time: 'Mon 7:40 PM',
    timestamp: '2024-03-11T19:40',
  },
  {
    sender: DEMO_YOU,
    content: 'No pressure, just thinking of you',
    time: 'Mon 7:41 PM',
    timestamp: '2024-03-11T19:41',
  },
  {
    sender: DEMO_CONTACT,
    content: 'Sorry, only just got home! It went really well I think',
    time: 'Mon 9:53 PM',
    timestamp: '2024-03-11T21:53',
  },
  {
    sender: DEMO_CONTACT,
    content: 'They want me back for a second round next week',
    time: 'Mon 9:54 PM',
    timestamp: '2024-03-11T21:54',
  },
  {
    sender: DEMO_CONTACT,
    content: 'Thanks for checking in, it means a lot',
    time: 'Mon 9:55 PM',
    timestamp: '2024-03-11T21:55',
  },
  {
    sender: DEMO_YOU,
    content: 'So proud of you! 🎉',
    time: 'Mon 10:07 PM',
    timestamp: '2024-03-11T22:07',
  },
  {
    sender: DEMO_YOU,
    content: 'Coffee tomorrow to celebrate? ☕',
    time: 'Tue 8:15 AM',
    timestamp: '2024-03-12T08:15',
  },
]

/** docs/product.md §9: minutes if under 60 (whole), otherwise hours to one decimal. */
export function formatDemoResponse(minutes: number): string {
  if (Math.round(minutes) < 1) return UNDER_A_MINUTE
  return minutes < 60
    ? `${Math.round(minutes)} minutes`
    : `${round1(minutes / 60).toFixed(1)} hours`
}

/** Mean gap in minutes between a message of `side` and the preceding message from the other side. */
function averageResponse(
  messages: readonly DemoMessage[],
  side: (m: DemoMessage) => boolean,
): number | null {
  let sum = 0
  let count = 0
  for (let i = 1; i < messages.length; i++) {
    const message = messages[i]
    const previous = messages[i - 1]
    if (!message || !previous || !side(message) || side(previous)) continue
    sum += parseWallClock(message.timestamp) - parseWallClock(previous.timestamp)
    count++
  }
  return count > 0 ? sum / count : null
}

export function analyzeDemo(messages: readonly DemoMessage[]): DemoResult {
  const isYou = (m: DemoMessage) => m.sender === DEMO_YOU
  // docs/product.md §9: a conversation start is a message whose sender differs from the previous one's.
  let starts = 0
  let yourStarts = 0
  messages.forEach((message, i) => {
    if (i > 0 && messages[i - 1]?.sender === message.sender) return
    starts++
    if (isYou(message)) yourStarts++
  })
  const initiationRate = starts > 0 ? Math.round((yourStarts / starts) * 100) : 50
  const yours = averageResponse(messages, isYou) ?? DEMO_DEFAULT_RESPONSE_MINUTES
  const theirs = averageResponse(messages, (m) => !isYou(m)) ?? DEMO_DEFAULT_RESPONSE_MINUTES
  const yourCount = messages.filter(isYou).length
  const theirCount = messages.length - yourCount
  const days = new Set(messages.map((m) => m.timestamp.slice(0, 10))).size
  const score = rhythmScore(yourCount, theirCount, messages.length / Math.max(1, days))
  return {
    initiationRate,
    avgResponse: formatDemoResponse(yours),
    theirAvgResponse: formatDemoResponse(theirs),
    yourResponseMinutes: yours,
    theirResponseMinutes: theirs,
    insightInput: {
      yourMessages: yourCount,
      theirMessages: theirCount,
      averageResponseMinutes: yours,
      rhythmScore: score,
      totalMessages: messages.length,
      initiationRate,
    },
    balanceInsight: balanceInsight(yourCount, theirCount),
    responseInsight: responseInsight(yours, 'you'),
    healthInsight: healthInsight(score, messages.length),
    patternInsight: patternInsight(initiationRate),
  }
}
