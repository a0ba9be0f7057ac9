import { describe, expect, it } from 'vitest'
import {
  balanceInsight,
  healthInsight,
  patternInsight,
  responseInsight,
  responseStyle,
} from './insights'

describe('balance insight (docs/product.md §9: ratio above 2 you drive, below 0.5 they do)', () => {
  it('says you drive above 2', () => {
    expect(balanceInsight(201, 100)).toMatch(/^You drive/)
    expect(balanceInsight(200, 100)).toMatch(/well balanced/)
  })
  it('says they drive below 0.5', () => {
    expect(balanceInsight(49, 100)).toMatch(/^They drive/)
    expect(balanceInsight(50, 100)).toMatch(/well balanced/)
  })
  it('handles a one-sided export without dividing by zero', () => {
    expect(balanceInsight(10, 0)).toMatch(/comes from you/)
    expect(balanceInsight(0, 10)).toMatch(/comes from them/)
  })
})

describe('response insight (docs/product.md §9)', () => {
  it.each([
    [0, 'very-quick'],
    [29.9, 'very-quick'],
    [30, 'prompt'],
    [59.9, 'prompt'],
    [60, 'thoughtful'],
    [3000, 'thoughtful'],
  ] as const)('%s minutes is %s', (minutes, style) => {
    expect(responseStyle(minutes)).toBe(style)
  })
  it('quotes the duration in its unit', () => {
    expect(responseInsight(12)).toMatch(/very quickly, in about 12 minutes/)
    expect(responseInsight(45)).toMatch(/promptly, in about 45 minutes/)
    expect(responseInsight(132)).toMatch(/about 2.2 hours/)
    expect(responseInsight(12, 'you')).toMatch(/^You reply very quickly/)
    expect(responseInsight(null)).toMatch(/no replies/)
  })
})

describe('health insight (docs/product.md §9)', () => {
  it('is excellent only above 80 with more than 100 messages', () => {
    expect(healthInsight(81, 101)).toMatch(/excellent/)
    expect(healthInsight(81, 100)).toMatch(/good/)
    expect(healthInsight(80, 1000)).toMatch(/good/)
  })
  it('is good above 60 and developing otherwise', () => {
    expect(healthInsight(61, 10)).toMatch(/good/)
    expect(healthInsight(60, 1000)).toMatch(/developing/)
  })
})

describe('pattern insight (docs/product.md §9: above 70 starter, below 30 responder)', () => {
  it('names the starter, the responder and the shared first move', () => {
    expect(patternInsight(71)).toMatch(/conversation starter, opening 71%/)
    expect(patternInsight(70)).toMatch(/share the first move: you open 70%/)
    expect(patternInsight(30)).toMatch(/share the first move/)
    expect(patternInsight(29)).toMatch(/responder: they open 71%/)
  })
  it('never blames', () => {
    const all = [
      patternInsight(95),
      patternInsight(5),
      balanceInsight(900, 10),
      balanceInsight(10, 900),
    ]
    for (const text of all) expect(text).not.toMatch(/\b(fault|should|never|always|lazy|ignore)/i)
  })
})
