// docs/product.md §4 view-as: seeing the same chat from User 2's side swaps every
// "your"/"their" number and regenerates the sentences from the swapped
// numbers. Viewing as user1 is the identity; viewing as user2 twice restores
// the original exactly.

import { anomalyTexts } from './gap/anomaly-text'
import { buildInsights } from './insights'
import { round1 } from './rounding'
import type {
  AnalysisResult,
  Anomaly,
  AnomalyActor,
  FirstFigures,
  Rhythm,
  RhythmBalanceOverTime,
  RhythmChapters,
  RhythmYear,
  ViewAs,
} from './types'

const OTHER_SIDE: Record<AnomalyActor, AnomalyActor> = { you: 'them', them: 'you', both: 'both' }

function swapAnomaly(anomaly: Anomaly): Anomaly {
  const swapped = { ...anomaly, actor: OTHER_SIDE[anomaly.actor] }
  return { ...swapped, ...anomalyTexts(swapped) }
}

/** 100 − x, kept to one decimal so that swapping twice gives x back exactly. */
const otherShare = (percent: number) => round1(100 - percent)

function swapChapters(chapters: RhythmChapters): RhythmChapters {
  if (chapters.tooFewToTell) return chapters
  return {
    ...chapters,
    list: chapters.list.map((c) => ({
      ...c,
      user1InitiationPercent:
        c.user1InitiationPercent === null ? null : 100 - c.user1InitiationPercent,
    })),
  }
}

function swapBalance(balance: RhythmBalanceOverTime): RhythmBalanceOverTime {
  if (balance.tooFewToTell) return balance
  return {
    ...balance,
    months: balance.months.map((m) =>
      m.tooFewToTell
        ? m
        : {
            ...m,
            user1InitiationPercent: otherShare(m.user1InitiationPercent),
            lowPercent: otherShare(m.highPercent),
            highPercent: otherShare(m.lowPercent),
          },
    ),
  }
}

function swapYear(year: RhythmYear): RhythmYear {
  return {
    ...year,
    user1Messages: year.messages - year.user1Messages,
    user1Initiations: year.conversations - year.user1Initiations,
    replies: { user1: year.replies.user2, user2: year.replies.user1 },
  }
}

/**
 * The rhythm seen from the other side: reply times, reopenings and initiation shares swap.
 * Chapters and balance over time a plan leaves out stay left out.
 */
function swapRhythm(rhythm: Rhythm): Rhythm {
  const { replyTimes, chapters, balanceOverTime, years } = rhythm
  return {
    ...rhythm,
    replyTimes: {
      ...replyTimes,
      user1: replyTimes.user2,
      user2: replyTimes.user1,
      reopenings: {
        ...replyTimes.reopenings,
        user1: replyTimes.reopenings.user2,
        user2: replyTimes.reopenings.user1,
      },
    },
    ...(chapters ? { chapters: swapChapters(chapters) } : {}),
    ...(balanceOverTime ? { balanceOverTime: swapBalance(balanceOverTime) } : {}),
    ...(years ? { years: years.map(swapYear) } : {}),
  }
}

/** The first figures (FirstFigures, or a whole result's) seen from `view`'s side. */
export function viewFiguresAs<F extends FirstFigures>(figures: F, view: ViewAs): F {
  if (view === 'user1') return figures
  const data = figures.analysisData
  const initiationRate = 100 - figures.initiationRate
  const { averageMinutes, totalResponses } = data.responseTimeStats
  const insights = buildInsights({
    yourMessages: data.user2Messages,
    theirMessages: data.user1Messages,
    averageResponseMinutes: totalResponses > 0 ? averageMinutes : null,
    rhythmScore: figures.rhythmScore,
    totalMessages: figures.totalMessages,
    initiationRate,
  })
  return {
    ...figures,
    initiationRate,
    ...insights,
    analysisData: {
      ...data,
      user1Messages: data.user2Messages,
      user2Messages: data.user1Messages,
      conversationInitiationsByUser1: data.conversationInitiationsByUser2,
      conversationInitiationsByUser2: data.conversationInitiationsByUser1,
      responseTimeBySender: {
        user1: data.responseTimeBySender.user2,
        user2: data.responseTimeBySender.user1,
      },
      monthlyActivity: data.monthlyActivity.map((m) => ({
        ...m,
        yourMessages: m.theirMessages,
        theirMessages: m.yourMessages,
      })),
      hourOfWeek: { user1: data.hourOfWeek.user2, user2: data.hourOfWeek.user1 },
    },
  }
}

export function viewAs<R extends AnalysisResult>(result: R, view: ViewAs): R {
  if (view === 'user1') return result
  const figures = viewFiguresAs(result, view)
  const data = result.analysisData
  return {
    ...figures,
    analysisData: {
      ...figures.analysisData,
      monthlyStats: data.monthlyStats.map((m) => ({
        ...m,
        initiationBalance: 100 - m.initiationBalance,
      })),
      anomalies: data.anomalies.map(swapAnomaly),
    },
    ...(result.rhythm ? { rhythm: swapRhythm(result.rhythm) } : {}),
  }
}
