import { describe, expect, it } from 'vitest'
import { silenceExpectation, unusualShare } from './silence-expectation'

const week = (fill: (day: number, hour: number) => number) =>
  Array.from({ length: 7 }, (_, day) => Array.from({ length: 24 }, (_, hour) => fill(day, hour)))

describe('when a silence would be unusual', () => {
  it('evenings the pair always talks are unusual to be quiet in; nights are normal', () => {
    const levels = silenceExpectation(
      week((_, hour) => (hour >= 19 && hour <= 22 ? 40 : hour < 7 ? 0 : 6)),
    )
    expect(levels[2]?.[20]).toBe(2)
    expect(levels[2]?.[3]).toBe(0)
    expect(levels[2]?.[12]).toBe(1)
    expect(unusualShare(levels)).toBe(17)
  })

  it('an empty week has no hour where silence stands out', () => {
    const levels = silenceExpectation(week(() => 0))
    expect(levels.flat().every((level) => level === 0)).toBe(true)
  })
})
