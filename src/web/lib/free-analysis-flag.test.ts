// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  FREE_ANALYSIS_USED_KEY,
  isFreeAnalysisUsed,
  markFreeAnalysisUsed,
} from './free-analysis-flag'

describe('free analysis flag', () => {
  beforeEach(() => localStorage.clear())

  it('is unused in a fresh browser', () => {
    expect(isFreeAnalysisUsed()).toBe(false)
  })

  it('remembers that the free analysis was used, and stores nothing else', () => {
    markFreeAnalysisUsed()
    expect(isFreeAnalysisUsed()).toBe(true)
    expect(localStorage.length).toBe(1)
    expect(localStorage.getItem(FREE_ANALYSIS_USED_KEY)).toBe('yes')
  })
})
