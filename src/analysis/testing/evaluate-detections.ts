// Scores detected anomalies against planted events: per type, recall (planted
// events found) and precision (detections that match a planted event of the
// same type). A match is an overlap in time, with a few days of slack.

import { MINUTES_PER_DAY, parseWallClock } from '../calendar'
import type { Anomaly, AnomalyType } from '../types'
import type { PlantedWindow } from './planted-scenarios'

export const MATCH_SLACK_DAYS = 3

export interface TypeScore {
  planted: number
  found: number
  detections: number
  correct: number
}

export type Scores = Record<AnomalyType, TypeScore>

export function emptyScores(): Scores {
  const zero = (): TypeScore => ({ planted: 0, found: 0, detections: 0, correct: 0 })
  return {
    silence: zero(),
    response_delay: zero(),
    initiation_shift: zero(),
    frequency_drop: zero(),
  }
}

function matches(anomaly: Anomaly, planted: PlantedWindow): boolean {
  if (anomaly.type !== planted.type) return false
  const slack = MATCH_SLACK_DAYS * MINUTES_PER_DAY
  return (
    parseWallClock(anomaly.startDate) <= planted.toMinute + slack &&
    parseWallClock(anomaly.endDate) >= planted.fromMinute - slack
  )
}

/** Adds one chat's outcome to `scores`; returns the detections that matched nothing. */
export function scoreChat(
  scores: Scores,
  anomalies: Anomaly[],
  planted: PlantedWindow[],
): Anomaly[] {
  const unmatched: Anomaly[] = []
  for (const event of planted) {
    scores[event.type].planted++
    if (anomalies.some((a) => matches(a, event))) scores[event.type].found++
  }
  for (const anomaly of anomalies) {
    scores[anomaly.type].detections++
    if (planted.some((w) => matches(anomaly, w))) scores[anomaly.type].correct++
    else unmatched.push(anomaly)
  }
  return unmatched
}

export function recall(s: TypeScore): number {
  return s.planted > 0 ? s.found / s.planted : 1
}

export function precision(s: TypeScore): number {
  return s.detections > 0 ? s.correct / s.detections : 1
}
