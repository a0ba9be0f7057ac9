import { describe, expect, it } from 'vitest'
import { busiestHour, combinedHourOfWeek } from './hour-of-week'

const empty = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))

describe('the hour-of-week heatmap data', () => {
  it('adds both sides hour by hour and finds the busiest hour', () => {
    const user1 = empty()
    const user2 = empty()
    const monday = user1[0]
    const sunday = user2[6]
    if (!monday || !sunday) throw new Error('grid')
    monday[9] = 3
    sunday[21] = 2
    const sundayOwn = user1[6]
    if (sundayOwn) sundayOwn[21] = 2
    const grid = combinedHourOfWeek({ user1, user2 })
    expect(grid[0]?.[9]).toBe(3)
    expect(grid[6]?.[21]).toBe(4)
    expect(busiestHour(grid)).toEqual({ day: 6, hour: 21, count: 4 })
  })

  it('has no busiest hour when nobody wrote', () => {
    expect(busiestHour(combinedHourOfWeek({ user1: empty(), user2: empty() }))).toBeNull()
  })
})
