// Pruned Exact Linear Time change-point search (PELT, Killick, Fearnhead & Eckley,
// JASA 107:1590, 2012): the segmentation of [0, n) that minimises the sum of segment
// costs plus a penalty per change, with every segment at least `minLength` long.
// Exact, and linear on average when changes are spread out; the cost is any
// negative log-likelihood of a segment, given as a function of [from, to).

/**
 * The starts of the second and later segments, ascending (empty: one segment).
 * `cost(from, to)` must satisfy cost(s, t) + cost(t, u) ≤ cost(s, u), as a maximised
 * log-likelihood's negative does.
 */
export function pelt(
  n: number,
  cost: (from: number, to: number) => number,
  penalty: number,
  minLength: number,
): number[] {
  if (n < 2 * minLength) return []
  const best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY)
  const lastChange = new Int32Array(n + 1)
  best[0] = -penalty
  // Candidates for the last change before t, and when each was found prunable. With a minimum
  // segment length, a candidate pruned at t may still be needed until t + minLength.
  const candidates = new Int32Array(n + 1)
  const prunedAt = new Int32Array(n + 1)
  let count = 0
  for (let t = minLength; t <= n; t++) {
    const admitted = t - minLength
    if (admitted === 0 || admitted >= minLength) {
      candidates[count] = admitted
      prunedAt[count++] = -1
    }
    let value = Number.POSITIVE_INFINITY
    let from = 0
    for (let k = 0; k < count; k++) {
      const s = candidates[k] ?? 0
      const total = (best[s] ?? 0) + cost(s, t) + penalty
      if (total < value) {
        value = total
        from = s
      }
    }
    best[t] = value
    lastChange[t] = from
    let kept = 0
    for (let k = 0; k < count; k++) {
      const s = candidates[k] ?? 0
      let pruned = prunedAt[k] ?? -1
      if (pruned < 0 && (best[s] ?? 0) + cost(s, t) > value) pruned = t
      if (pruned >= 0 && t >= pruned + minLength) continue
      candidates[kept] = s
      prunedAt[kept++] = pruned
    }
    count = kept
  }
  const changes: number[] = []
  for (let t = lastChange[n] ?? 0; t > 0; t = lastChange[t] ?? 0) changes.push(t)
  return changes.reverse()
}
