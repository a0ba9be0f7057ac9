// A small seeded random source: the same numbers in every runtime, for work that must repeat
// exactly (the chapters' reorderings, the sample year, the test chats).

/** mulberry32: uniform in [0, 1), small and fast. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
