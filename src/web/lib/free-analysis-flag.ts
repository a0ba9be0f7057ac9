// docs/product.md §9: one free anonymous analysis per person. The only trace it leaves is
// this flag in the browser's own storage: no result, no file, no date.
export const FREE_ANALYSIS_USED_KEY = 'cadence.free-analysis-used'

export function isFreeAnalysisUsed(storage: Storage | undefined = safeStorage()): boolean {
  return storage?.getItem(FREE_ANALYSIS_USED_KEY) === 'yes'
}

export function markFreeAnalysisUsed(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(FREE_ANALYSIS_USED_KEY, 'yes')
  } catch {
    // Storage can be full or blocked (private mode): the analysis itself still works.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
