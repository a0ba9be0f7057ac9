import { describe, expect, it } from 'vitest'
import type { PlanUsage } from '#src/contract/entitlements'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import { atConnectionLimit, formatUsage as formatUsageIn } from './format-usage'

// English, as the test set-up loads it.
const formatUsage = (usage: PlanUsage) =>
  formatUsageIn(usage, (id, values) => browserI18n._(id, values), 'en')

const usage = (over: Partial<PlanUsage>): PlanUsage => ({
  tier: 'free',
  subscribedTier: 'free',
  connections: { used: 2, limit: 3 },
  fullAnalyses: { used: 1, limit: 1 },
  recentAnalyses: { used: 0, limit: 3 },
  renewsAt: '2026-12-01T00:00:00.000Z',
  ...over,
})

describe('plan usage as people read it', () => {
  it('a free plan shows each limit and when the month renews', () => {
    expect(formatUsage(usage({}))).toBe(
      '2 of 3 connections · 1 of 1 full analysis, 0 of 3 recent analyses this month, renews Dec 1',
    )
  })

  it('a base plan shows its full-history limit and no recent one', () => {
    const base = usage({
      tier: 'base',
      connections: { used: 7, limit: null },
      fullAnalyses: { used: 4, limit: 15 },
      recentAnalyses: { used: 9, limit: null },
    })
    expect(formatUsage(base)).toBe('7 connections · 4 of 15 full analyses this month, renews Dec 1')
  })

  it('a premium plan has nothing to renew', () => {
    const premium = usage({
      connections: { used: 1, limit: null },
      fullAnalyses: { used: 2, limit: null },
      recentAnalyses: { used: 0, limit: null },
    })
    expect(formatUsage(premium)).toBe('1 connection · 2 full analyses this month')
  })

  it('knows when one more connection would be refused', () => {
    expect(atConnectionLimit(usage({ connections: { used: 3, limit: 3 } }))).toBe(true)
    expect(atConnectionLimit(usage({ connections: { used: 2, limit: 3 } }))).toBe(false)
    expect(atConnectionLimit(usage({ connections: { used: 9, limit: null } }))).toBe(false)
  })
})
