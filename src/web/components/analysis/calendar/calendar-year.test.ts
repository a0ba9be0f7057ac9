import { describe, expect, it } from 'vitest'
import { formatIsoDate } from '#src/i18n/format-dates'
import { calendarLevels, calendarYear, calendarYears, dayOfDate, levelOf } from './calendar-year'

describe('a calendar year', () => {
  const counts = new Map([
    ['2023-01-01', 4],
    ['2023-12-31', 9],
  ])
  const exportDays = { first: dayOfDate('2023-01-01'), last: dayOfDate('2023-12-30') }

  it('lays the year out in Monday weeks, the first one partly empty', () => {
    // 1 January 2023 was a Sunday: the first week holds only it, in the last row.
    const { weeks, firstDay, lastDay } = calendarYear(2023, counts, exportDays)
    expect(weeks).toHaveLength(53)
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null])
    expect(weeks[0]?.[6]).toEqual({ day: firstDay, date: '2023-01-01', count: 4, inExport: true })
    // 31 December 2023 was a Sunday too, and lies after the export's last day.
    expect(weeks.at(-1)?.[6]).toEqual({
      day: lastDay,
      date: '2023-12-31',
      count: 9,
      inExport: false,
    })
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(365)
  })

  it('knows the week each month starts in, leap years included', () => {
    const { weeks, monthStarts } = calendarYear(2024, new Map(), exportDays)
    expect(weeks).toHaveLength(53)
    expect(monthStarts[0]).toEqual({ month: 1, week: 0 })
    // 1 March 2024 was a Friday, 60 days after Monday 1 January.
    expect(monthStarts[2]).toEqual({ month: 3, week: 8 })
    expect(weeks[8]?.[4]?.date).toBe('2024-03-01')
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(366)
  })

  it('spans the export’s years', () => {
    expect(calendarYears('2021-11-30', '2024-02-01')).toEqual([2021, 2022, 2023, 2024])
    expect(calendarYears('2024-01-01', '2024-01-01')).toEqual([2024])
  })
})

describe('the colour steps', () => {
  it('split the busy days at their quartiles, never with an empty step', () => {
    const levels = calendarLevels([0, 1, 2, 3, 4, 5, 6, 7, 8, 40])
    expect(levels).toEqual([
      { low: 1, high: 3 },
      { low: 4, high: 5 },
      { low: 6, high: 7 },
      { low: 8, high: 40 },
    ])
    expect([0, 1, 3, 4, 7, 8, 40].map((n) => levelOf(n, levels))).toEqual([0, 1, 1, 2, 3, 4, 4])
  })

  it('merge when the days are alike', () => {
    expect(calendarLevels([2, 2, 2, 2, 9])).toEqual([
      { low: 1, high: 2 },
      { low: 3, high: 9 },
    ])
    expect(calendarLevels([5, 5])).toEqual([{ low: 1, high: 5 }])
    expect(calendarLevels([0, 0])).toEqual([])
  })
})

describe('a date', () => {
  it('reads in the reader’s language', () => {
    expect(formatIsoDate('2024-03-03', 'en')).toBe('March 3, 2024')
    expect(formatIsoDate('2024-03-03', 'de')).toBe('3. März 2024')
  })
})
