// The cut-off between replies and pauses, learned from a pair's own reply gaps. Text-message
// gaps are bimodal (Wu et al., PNAS 2010): quick back-and-forth inside a conversation, then
// pauses of any length. The cut-off is the valley of the log-gap histogram between the two
// modes of a two-component mixture, kept within 10 minutes and 6 hours. docs/analysis.md §12.

import { RESPONSE_BINS, responseBinStart } from '../scan'

/** Used when a chat has too few replies to learn from: near the session break of Halfaker et al. 2015. */
export const DEFAULT_CUTOFF_MINUTES = 60
export const MIN_CUTOFF_MINUTES = 10
export const MAX_CUTOFF_MINUTES = 360
/** Fewer replies than this and the cut-off is the default. */
export const MIN_REPLIES_TO_LEARN = 50
/** The two modes' centres must lie at least this far apart (a factor of 4 in minutes) to be told apart. */
const MIN_MODE_SEPARATION = Math.log(4)
const EM_ROUNDS = 60
/** The valley's floor: the first bin within this factor of the lowest density between the modes. */
const VALLEY_TOLERANCE = 1.15
/** A component is never narrower than about a bin (log1p units): the counts are binned. */
const MIN_SPREAD = 0.25

const BINS = RESPONSE_BINS

/** Centre of a response bin on the log1p scale. */
function binCentre(bin: number): number {
  return (Math.log1p(responseBinStart(bin)) + Math.log1p(responseBinStart(bin + 1))) / 2
}

interface Mixture {
  weight: number
  mu1: number
  s1: number
  mu2: number
  s2: number
}

function density(v: number, mu: number, s: number): number {
  return Math.exp(-0.5 * ((v - mu) / s) ** 2) / s
}

/** A two-component Gaussian mixture on log1p(gap), fitted by EM on the binned counts. */
function fitMixture(counts: Float64Array, total: number): Mixture {
  const x = new Float64Array(BINS)
  let mean = 0
  for (let b = 0; b < BINS; b++) {
    x[b] = binCentre(b)
    mean += (counts[b] ?? 0) * (x[b] ?? 0)
  }
  mean /= total
  let variance = 0
  for (let b = 0; b < BINS; b++) variance += (counts[b] ?? 0) * ((x[b] ?? 0) - mean) ** 2
  const spread = Math.sqrt(variance / total)
  const m: Mixture = {
    weight: 0.5,
    mu1: mean - spread,
    s1: Math.max(MIN_SPREAD, spread / 2),
    mu2: mean + spread,
    s2: Math.max(MIN_SPREAD, spread / 2),
  }
  for (let round = 0; round < EM_ROUNDS; round++) {
    let n1 = 0
    let m1 = 0
    let q1 = 0
    let n2 = 0
    let m2 = 0
    let q2 = 0
    for (let b = 0; b < BINS; b++) {
      const c = counts[b] ?? 0
      if (c === 0) continue
      const v = x[b] ?? 0
      const a = m.weight * density(v, m.mu1, m.s1)
      const z = (1 - m.weight) * density(v, m.mu2, m.s2)
      const r = a + z > 0 ? a / (a + z) : v < (m.mu1 + m.mu2) / 2 ? 1 : 0
      n1 += c * r
      m1 += c * r * v
      q1 += c * r * v * v
      n2 += c * (1 - r)
      m2 += c * (1 - r) * v
      q2 += c * (1 - r) * v * v
    }
    if (n1 <= 0 || n2 <= 0) break
    m.mu1 = m1 / n1
    m.mu2 = m2 / n2
    // Never narrower than a bin: the data are binned.
    m.s1 = Math.max(MIN_SPREAD, Math.sqrt(Math.max(0, q1 / n1 - m.mu1 * m.mu1)))
    m.s2 = Math.max(MIN_SPREAD, Math.sqrt(Math.max(0, q2 / n2 - m.mu2 * m.mu2)))
    m.weight = n1 / (n1 + n2)
  }
  return m.mu1 <= m.mu2 ? m : { weight: 1 - m.weight, mu1: m.mu2, s1: m.s2, mu2: m.mu1, s2: m.s1 }
}

/**
 * Reply gaps per log unit in each bin. Exports keep whole minutes, so a bin holds the whole
 * minutes inside it, each standing for [m − ½, m + ½): dividing by that span, not by the bin's
 * nominal width, keeps bins holding two or three whole minutes comparable.
 */
function logDensity(counts: Float64Array): Float64Array {
  const density = new Float64Array(BINS)
  for (let b = 0; b < BINS; b++) {
    const first = Math.ceil(responseBinStart(b))
    const last = Math.ceil(responseBinStart(b + 1)) - 1
    if (last < first) continue
    density[b] = (counts[b] ?? 0) / (Math.log1p(last + 0.5) - Math.log1p(first - 0.5))
  }
  return density
}

/**
 * The cut-off in whole minutes: the valley between replies and pauses. The mixture says whether
 * there are two modes and where the replies' mode is; from there (and from at least
 * MIN_CUTOFF_MINUTES) the cut-off is the first bin where the smoothed density of gaps stops
 * falling, taken at its upper edge, within [MIN_CUTOFF_MINUTES, MAX_CUTOFF_MINUTES]. null when
 * there is nothing to learn from (too few replies, or modes too close to tell apart).
 */
export function learnCutoff(counts: Float64Array): number | null {
  let total = 0
  for (let b = 0; b < BINS; b++) total += counts[b] ?? 0
  if (total < MIN_REPLIES_TO_LEARN) return null
  const m = fitMixture(counts, total)
  if (m.mu2 - m.mu1 < MIN_MODE_SEPARATION) return null
  const density = logDensity(counts)
  const smoothed = (b: number) =>
    (density[b - 1] ?? 0) + 2 * (density[b] ?? 0) + (density[b + 1] ?? 0)
  const low = Math.max(m.mu1, Math.log1p(MIN_CUTOFF_MINUTES))
  const high = Math.min(m.mu2, Math.log1p(MAX_CUTOFF_MINUTES))
  let floor = Number.POSITIVE_INFINITY
  for (let b = 1; b < BINS - 1; b++) {
    const centre = binCentre(b)
    if (centre >= low && centre <= high) floor = Math.min(floor, smoothed(b))
  }
  for (let b = 1; b < BINS - 1; b++) {
    const centre = binCentre(b)
    if (centre < low || centre > high || smoothed(b) > VALLEY_TOLERANCE * floor) continue
    const minutes = Math.ceil(responseBinStart(b + 1)) - 1
    return Math.min(MAX_CUTOFF_MINUTES, Math.max(MIN_CUTOFF_MINUTES, minutes))
  }
  return null
}
