import { describe, expect, it } from 'vitest'
import { PLANS } from '#src/contract/plans'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'
import { planTexts } from './plan-texts'

// English, as the test set-up loads it.
const t: Translate = (id, values) => browserI18n._(id, values)

describe('a plan card in English', () => {
  it.each(Object.values(PLANS))('reads as the contract writes the $tier plan', (plan) => {
    const texts = planTexts(plan, t)
    expect(texts).toMatchObject({
      name: plan.name,
      price: plan.price,
      period: plan.period,
      description: plan.description,
    })
    expect(texts.features).toEqual(
      plan.features.map((feature) => ({ key: feature.name, ...feature })),
    )
  })

  it('has a message for every feature, value and period of the contract', () => {
    const ids = Object.values(PLANS).map((plan) => planTexts(plan, (id) => id))
    for (const texts of ids) {
      expect(texts.period).toMatch(/^plans\.card\.period\./)
      for (const feature of texts.features) {
        expect(feature.name).toMatch(/^plans\.feature\./)
        if (feature.value !== undefined) expect(feature.value).toMatch(/^plans\.feature\.value\./)
      }
    }
  })
})
