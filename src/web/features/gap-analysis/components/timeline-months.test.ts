import { describe, expect, it } from 'vitest'
import { analyzedGapYear } from '#src/analysis/testing/gap-year'
import type { Anomaly } from '#src/analysis/types'
import { changeText } from './format-gap'
import { selectAnomaly, selectMonth } from './gap-selection'
import { timelineMonths } from './timeline-months'

// A year of chat with a two-week silence in May and a slow-reply spell in September.
const { analysisData } = analyzedGapYear()
const { monthlyStats, anomalies } = analysisData

function anomalyOf(type: Anomaly['type']): Anomaly {
  const found = anomalies.find((a) => a.type === type)
  if (!found) throw new Error(`the planted ${type} was not detected`)
  return found
}

describe('the communication timeline', () => {
  it('puts a dot on the month of the silence and on the month the slow replies began', () => {
    const months = timelineMonths(monthlyStats, anomalies)
    expect(months.find((m) => m.key === '2023-05')).toMatchObject({
      label: 'May 2023',
      severity: 'critical',
      anomalyIds: [anomalyOf('silence').id],
    })
    const delay = anomalyOf('response_delay')
    expect(months.find((m) => m.key === '2023-09')).toMatchObject({
      severity: delay.severity,
      anomalyIds: [delay.id],
    })
  })

  it('shows only months with an event, in calendar order', () => {
    const months = timelineMonths(monthlyStats, anomalies)
    expect(months.length).toBeLessThan(monthlyStats.length)
    expect(months.map((m) => m.key)).toEqual(months.map((m) => m.key).sort())
    for (const month of months) expect(month.anomalyIds.length).toBeGreaterThan(0)
  })

  it('counts every anomaly that starts in a month, in list order; one critical makes it red', () => {
    const silence = anomalyOf('silence')
    const twin = { ...silence, id: 'second', severity: 'warning' as const }
    const [may] = timelineMonths([], [silence, twin])
    expect(may).toMatchObject({ severity: 'critical', anomalyIds: [silence.id, 'second'] })
  })

  it('keeps a significant month without its own anomaly, as a normal (green) dot', () => {
    const quiet = { ...monthlyStats[0], hasSignificantEvent: true }
    if (!quiet.month) throw new Error('no month')
    const [first] = timelineMonths([quiet as (typeof monthlyStats)[number]], [])
    expect(first).toMatchObject({ key: '2023-01', severity: 'normal', anomalyIds: [] })
  })
})

describe('selecting a month or an anomaly', () => {
  it('selecting a month selects its first anomaly', () => {
    const silence = anomalyOf('silence')
    const [may] = timelineMonths([], [silence, { ...silence, id: 'later' }])
    if (!may) throw new Error('no month')
    expect(selectMonth(may)).toEqual({ monthKey: '2023-05', anomalyId: silence.id })
  })

  it('selecting a month without an anomaly selects no card', () => {
    expect(
      selectMonth({ key: '2023-01', label: 'Jan 2023', severity: 'normal', anomalyIds: [] }),
    ).toEqual({ monthKey: '2023-01', anomalyId: null })
  })

  it('selecting an anomaly selects the month it starts in', () => {
    const delay = anomalyOf('response_delay')
    expect(selectAnomaly(delay)).toEqual({ monthKey: '2023-09', anomalyId: delay.id })
  })
})

describe('the change beside an anomaly', () => {
  it('says longer or shorter than usual, with thousands grouped', () => {
    const base = { value: 0, baseline: 0, valueLabel: 'Gap Duration' }
    expect(changeText({ ...base, percentChange: 4666, unit: 'days' })).toBe(
      '4,666% longer than usual (about 48× your normal)',
    )
    expect(changeText({ ...base, percentChange: 150, unit: 'hours' })).toBe(
      '150% longer than usual',
    )
    expect(changeText({ ...base, percentChange: -40, unit: 'hours' })).toBe(
      '40% shorter than usual',
    )
    expect(changeText({ ...base, percentChange: 35, unit: 'percent' })).toBe(
      '35% higher than usual',
    )
  })
})
