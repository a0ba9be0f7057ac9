import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTED_MINUTES, countedMedian, countedMedianOf, isCountedMinute } from './counted-median'
import { medianOf } from './response-stats'

describe('countedMedian', () => {
  it('is medianOf to the last bit, on whole minutes, fractions and days alike', () => {
    const gap = fc.oneof(
      fc.integer({ min: -3, max: 90 }),
      fc.integer({ min: 0, max: 5000 }),
      fc.double({ min: 0, max: 3000, noNaN: true }),
      fc.constantFrom(0, 1439, 1440, 1441, 0.5),
    )
    fc.assert(
      fc.property(fc.array(gap, { maxLength: 60 }), (gaps) => {
        const counts = new Uint32Array(COUNTED_MINUTES)
        const others: number[] = []
        for (const g of gaps) {
          if (isCountedMinute(g)) counts[g] = (counts[g] ?? 0) + 1
          else others.push(g)
        }
        const sorted = Float64Array.from(others).sort()
        const expected = medianOf(Float64Array.from(gaps), 0, gaps.length)
        expect(Object.is(countedMedian(counts, sorted, gaps.length), expected)).toBe(true)
        expect(Object.is(countedMedianOf(Float64Array.from(gaps), 0, gaps.length), expected)).toBe(
          true,
        )
      }),
      { numRuns: 500 },
    )
  })
})
