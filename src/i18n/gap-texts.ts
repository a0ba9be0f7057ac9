import { type AnomalyFacts, variantIndex } from '#src/analysis/gap/anomaly-text'
import { EXPLANATIONS, FEELINGS, PROMPTS } from '#src/analysis/gap/text-variants'
import { type ReassuranceCase, reassuranceCase } from '#src/analysis/gap-analysis'
import type {
  Anomaly,
  AnomalyType,
  EmotionalState,
  GapAnalysisData,
  MonthlyStat,
} from '#src/analysis/types'
import { formatWallClockDate } from './format-dates'
import { formatFigure, formatMinutes, formatPercentFigure } from './format-numbers'
import { EXPLANATION_IDS, FEELING_IDS, PROMPT_IDS } from './gap-text-ids'
import type { MessageId, MessageValues } from './messages'

// The gap analysis in the reader's language, written from the facts the engine stores (type,
// severity, actor, id, dates, figures), not from the English it wrote beside them: every stored
// analysis, old or new, reads in every language, on the page and in the PDF, and a side swapped
// by viewAs turns the words with it. The variant of a text is the one the engine chose (the same
// hash of the id), so in English these are the engine's sentences, letter for letter.

type Translate = (id: MessageId, values?: MessageValues) => string

/** The card's title: a silence says how many days it lasted (as the engine's title does). */
const TITLES: Record<Exclude<AnomalyType, 'silence'>, MessageId> = {
  response_delay: 'gap.anomaly.title.responseDelay',
  initiation_shift: 'gap.anomaly.title.initiationShift',
  frequency_drop: 'gap.anomaly.title.frequencyDrop',
}

const DESCRIPTIONS: Record<AnomalyType, MessageId> = {
  silence: 'gap.anomaly.description.silence',
  response_delay: 'gap.anomaly.description.responseDelay',
  initiation_shift: 'gap.anomaly.description.initiationShift',
  frequency_drop: 'gap.anomaly.description.frequencyDrop',
}

const MONTH_SENTENCES: Record<EmotionalState, MessageId> = {
  Distant: 'gap.months.sentence.distant',
  Busy: 'gap.months.sentence.busy',
  Close: 'gap.months.sentence.close',
  Reconnecting: 'gap.months.sentence.reconnecting',
  Steady: 'gap.months.sentence.steady',
}

const REASSURANCES: Record<ReassuranceCase, MessageId> = {
  steady: 'gap.reassurance.steady',
  gentle: 'gap.reassurance.gentle',
  reconnected: 'gap.reassurance.reconnected',
  quiet: 'gap.reassurance.quiet',
}

export interface AnomalyTextsIn {
  title: string
  description: string
  therapeuticExplanation: string
  likelyFeelings: string[]
  reflectionPrompt: string
}

/** The anomaly's title: a silence's names its days, rounded, at least one. */
export function anomalyTitle(anomaly: Pick<Anomaly, 'type' | 'comparison'>, t: Translate): string {
  if (anomaly.type === 'silence')
    return t('gap.anomaly.title.silence', {
      days: Math.max(1, Math.round(anomaly.comparison.value)),
    })
  return t(TITLES[anomaly.type])
}

/** What happened, when, against the usual: 'No messages for 14 days, from … to …'. */
export function anomalyDescription(f: AnomalyFacts, t: Translate, locale: string): string {
  const { value, baseline } = f.comparison
  const span = {
    actor: f.actor,
    start: formatWallClockDate(f.startDate, locale),
    end: formatWallClockDate(f.endDate, locale),
  }
  const id = DESCRIPTIONS[f.type]
  switch (f.type) {
    case 'silence':
      return t(id, {
        ...span,
        days: value,
        daysText: formatFigure(value, locale),
        baseline,
        baselineText: formatFigure(baseline, locale),
      })
    case 'initiation_shift':
      return t(id, {
        ...span,
        value: formatPercentFigure(value, locale),
        baseline: formatPercentFigure(baseline, locale),
      })
    default:
      // A reply time and the time between conversations: hours, written as durations.
      return t(id, {
        ...span,
        value: formatMinutes(value * 60, locale),
        baseline: formatMinutes(baseline * 60, locale),
      })
  }
}

function variant<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError('no text variant')
  return item
}

/** An anomaly's title, description and gentle texts in the reader's language. */
export function anomalyTextsIn(f: AnomalyFacts, t: Translate, locale: string): AnomalyTextsIn {
  const explanations = EXPLANATIONS[f.type][f.severity]
  const feelings = FEELINGS[f.type][f.severity]
  const prompts = PROMPTS[f.type]
  const explanation = variantIndex(f.id, 'explanation', explanations.length)
  const feeling = variantIndex(f.id, 'feelings', feelings.length)
  const prompt = variantIndex(f.id, 'prompt', prompts.length)
  return {
    title: anomalyTitle(f, t),
    description: anomalyDescription(f, t, locale),
    therapeuticExplanation: t(variant(EXPLANATION_IDS[f.type][f.severity], explanation), {
      actor: f.actor,
    }),
    likelyFeelings: variant(feelings, feeling).map((word) => t(FEELING_IDS[word])),
    reflectionPrompt: t(variant(PROMPT_IDS[f.type], prompt)),
  }
}

/** A month's sentence: how it felt, with its messages, replies and longest pause. */
export function monthSentence(
  stat: Pick<MonthlyStat, 'emotionalState' | 'messageCount' | 'avgResponseTime' | 'maxGapDays'>,
  t: Translate,
  locale: string,
): string {
  return t(MONTH_SENTENCES[stat.emotionalState], {
    count: stat.messageCount,
    messages: formatFigure(stat.messageCount, locale),
    hours: stat.avgResponseTime,
    hoursText: formatFigure(stat.avgResponseTime, locale),
    days: stat.maxGapDays,
    daysText: formatFigure(stat.maxGapDays, locale),
  })
}

/** The header's reassurance, from the anomalies and the day the chat ends. */
export function reassuranceText(
  data: Pick<GapAnalysisData, 'anomalies' | 'dateRange'>,
  t: Translate,
): string {
  return t(REASSURANCES[reassuranceCase(data.anomalies, data.dateRange.end)])
}
