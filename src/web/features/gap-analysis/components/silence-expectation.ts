// When would a silence be unusual? An hour of the week in which the pair usually talks makes
// a quiet one stand out; an hour in which they rarely do makes quiet normal (Jo et al. 2012:
// judge silence against the pair's own weekly cycle).

/** 0: quiet is normal here; 1: sometimes; 2: silence here is unusual. */
export type Expectation = 0 | 1 | 2

/** Times the average hour above which silence is unusual, and below which quiet is normal. */
export const UNUSUAL_FACTOR = 1.5
export const NORMAL_FACTOR = 0.35

export function silenceExpectation(grid: number[][]): Expectation[][] {
  const cells = grid.flat()
  const average = cells.reduce((sum, n) => sum + n, 0) / Math.max(1, cells.length)
  return grid.map((row) =>
    row.map((count) => {
      if (average === 0 || count <= average * NORMAL_FACTOR) return 0
      return count >= average * UNUSUAL_FACTOR ? 2 : 1
    }),
  )
}

/** The share of the week's hours in which a silence would be unusual, in percent. */
export function unusualShare(levels: Expectation[][]): number {
  const cells = levels.flat()
  return Math.round((100 * cells.filter((level) => level === 2).length) / Math.max(1, cells.length))
}
