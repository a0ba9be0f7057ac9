// A seeded random source (seeded.ts) with the distributions the chat
// generator needs. Deterministic: the same seed gives the same numbers in
// every runtime.

import { seeded } from '../seeded'

export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  uniform(min: number, max: number): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  normal(): number
  /** Log-normal with the given median and log-scale spread. */
  logNormal(median: number, sigma: number): number
  exponential(mean: number): number
  /** Gamma with mean 1 and the given coefficient of variation. */
  gammaUnitMean(cv: number): number
  poisson(mean: number): number
  pick<T>(items: readonly T[]): T
}

export function createRandom(seed: number): Random {
  const next = seeded(seed)
  const normal = (): number => {
    const u = 1 - next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
  }
  const gamma = (shape: number): number => {
    // Marsaglia and Tsang; shapes below 1 use the boost gamma(a) = gamma(a + 1) · U^(1/a).
    if (shape < 1) return gamma(shape + 1) * next() ** (1 / shape)
    const d = shape - 1 / 3
    const c = 1 / Math.sqrt(9 * d)
    for (;;) {
      let x = normal()
      let v = 1 + c * x
      if (v <= 0) continue
      v = v * v * v
      x = x * x
      const u = next()
      if (u < 1 - 0.0331 * x * x || Math.log(u) < 0.5 * x + d * (1 - v + Math.log(v))) return d * v
    }
  }
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    normal,
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
    exponential: (mean) => -mean * Math.log(1 - next()),
    gammaUnitMean: (cv) => {
      if (cv <= 0) return 1
      const shape = 1 / (cv * cv)
      return gamma(shape) / shape
    },
    poisson: (mean) => {
      if (mean <= 0) return 0
      if (mean > 60) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()))
      const limit = Math.exp(-mean)
      let k = 0
      let p = next()
      while (p > limit) {
        k++
        p *= next()
      }
      return k
    },
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new RangeError('pick from an empty list')
      return item
    },
  }
}
