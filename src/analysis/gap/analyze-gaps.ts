// Runs the real gap analysis on one scan: the detectors first, then the
// monthly timeline, the summary and the archetype that refer to them.

import { MINUTES_PER_DAY } from '../calendar'
import type { MonthSpan } from '../monthly'
import type { ChatScan } from '../scan'
import type { Anomaly, Archetype, MonthlyStat, SummaryStats } from '../types'
import { buildAnomaly } from './anomaly'
import { type ArchetypeMetrics, buildArchetype } from './archetype'
import { type Detection, meanAndDeviation } from './detection'
import { detectFrequencyDrops } from './frequency-drop'
import { detectInitiationShifts } from './initiation-shift'
import { buildMonthlyStats } from './monthly-stats'
import { detectResponseDelays } from './response-delay'
import { detectSilences, surprisingBeside } from './silence'
import { buildSummaryStats } from './summary'
import { buildWeekProfile } from './week-profile'
import { MERGE_GAP_DAYS } from './windows'

export interface GapResults {
  monthlyStats: MonthlyStat[]
  anomalies: Anomaly[]
  archetype: Archetype
  summaryStats: SummaryStats
}

/** Whether two events overlap, or come within `slackDays` of each other. */
/** Whether two events overlap, or come within `slackDays` of each other. */
function overlaps(a: Detection, b: Detection, slackDays = 0): boolean {
  const slack = slackDays * MINUTES_PER_DAY
  return a.startMinute <= b.endMinute + slack && b.startMinute <= a.endMinute + slack
}

/**
 * When one person's replies slow down past 30 minutes, each slow reply opens a
 * new conversation by the 30-minute rule, so that person seems to start more
 * conversations. Such a shift is explained by the delay and not reported twice.
 */
export function explainedByDelay(shift: Detection, delays: Detection[]): boolean {
  return delays.some((delay) => delay.actor === shift.actor && overlaps(shift, delay))
}

/** Mean gap between conversations outside the silences: "your normal gap", in minutes. */
function normalGap(scan: ChatScan, silences: Detection[]) {
  const silent = new Set(silences.map((s) => s.startMinute))
  let sum = 0
  let squares = 0
  let count = 0
  for (let g = 0; g < scan.conversationGapCount; g++) {
    if (silent.has(scan.conversationGapStart[g] ?? 0)) continue
    const gap = scan.conversationGapMinutes[g] ?? 0
    sum += gap
    squares += gap * gap
    count++
  }
  return { ...meanAndDeviation(sum, squares, count), count }
}

/** Marks the days (relative to the first day) that the detections touch. */
function daysOf(scan: ChatScan, detections: Detection[]): Uint8Array {
  const mask = new Uint8Array(scan.dayCount)
  for (const s of detections) {
    const from = Math.floor(s.startMinute / MINUTES_PER_DAY) - scan.firstDay
    const to = Math.floor(s.endMinute / MINUTES_PER_DAY) - scan.firstDay
    mask.fill(1, Math.max(0, from), Math.min(scan.dayCount, to + 1))
  }
  return mask
}

function dayOf(scan: ChatScan, minute: number): number {
  return Math.floor(minute / MINUTES_PER_DAY) - scan.firstDay
}

function union(a: Uint8Array, b: Uint8Array): Uint8Array {
  return a.map((v, i) => v | (b[i] ?? 0))
}

export function detectAnomalies(scan: ChatScan): {
  anomalies: Anomaly[]
  normalGapMinutes: number
} {
  const profile = buildWeekProfile(scan.hourOfWeek)
  const candidates = detectSilences(scan, profile)
  const delays = detectResponseDelays(scan)
  // Slow replies split conversations by the 30-minute rule: conversation counts
  // and starts say little while a delay lasts, so those days are left out.
  const delayDays = daysOf(scan, delays)
  // A silence in or beside a drop in frequency must also be surprising at the pace of
  // that drop; otherwise it is part of the drop. Drops are then searched again with
  // the remaining silences left out, so that one silence is not reported twice.
  const roughDrops = detectFrequencyDrops(scan, delayDays)
  const silences = candidates.filter((silence) =>
    roughDrops.every((drop) => {
      if (!overlaps(silence, drop, MERGE_GAP_DAYS)) return true
      const from = dayOf(scan, Math.min(drop.startMinute, silence.startMinute))
      const to = dayOf(scan, Math.max(drop.endMinute, silence.endMinute)) + 1
      return surprisingBeside(scan, profile, silence, from, to)
    }),
  )
  const drops = detectFrequencyDrops(scan, union(daysOf(scan, silences), delayDays))
  const normal = normalGap(scan, silences)
  for (const s of silences) {
    s.baseline = normal.mean / MINUTES_PER_DAY
    s.normalizationStats = {
      mean: normal.mean / MINUTES_PER_DAY,
      standardDeviation: normal.standardDeviation / MINUTES_PER_DAY,
      sampleSize: normal.count,
    }
  }
  // Two passes: the shifts of the first pass are kept out of the baselines of the second.
  const firstPass = detectInitiationShifts(scan, delayDays)
  const shifts = detectInitiationShifts(
    scan,
    delayDays,
    union(delayDays, daysOf(scan, firstPass)),
  ).filter((shift) => !explainedByDelay(shift, delays))
  const detections = [...silences, ...delays, ...shifts, ...drops].sort(
    (a, b) => a.startMinute - b.startMinute || a.type.localeCompare(b.type),
  )
  return { anomalies: detections.map(buildAnomaly), normalGapMinutes: normal.mean }
}

export function analyzeGaps(
  scan: ChatScan,
  spans: MonthSpan[],
  metrics: ArchetypeMetrics,
): GapResults {
  const { anomalies, normalGapMinutes } = detectAnomalies(scan)
  return {
    monthlyStats: buildMonthlyStats(scan, spans, anomalies),
    anomalies,
    archetype: buildArchetype(metrics),
    summaryStats: buildSummaryStats(scan, anomalies, normalGapMinutes),
  }
}
