// The engine's precision (docs/product.md §9): one decimal for every percentage and duration.

/** Rounds to one decimal, the precision of every percentage and duration in docs/product.md §9. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100
}
