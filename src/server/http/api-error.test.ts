import { describe, expect, it } from 'vitest'
import { ApiErrorBodySchema } from '#src/contract/api-error'
import { errorBody } from './api-error'

describe('the body of an API error', () => {
  it("is the contract's ApiErrorBodySchema, extra fields kept", () => {
    const body = errorBody('plan_limit', 'Your plan allows 3.', { plan: 'free', limit: 3 })
    expect(ApiErrorBodySchema.parse(body)).toEqual({
      error: { plan: 'free', limit: 3, code: 'plan_limit', message: 'Your plan allows 3.' },
    })
  })

  it('never lets an extra field replace the code or the message', () => {
    expect(errorBody('not_found', 'Not found', { code: 'x', message: 'y' })).toEqual({
      error: { code: 'not_found', message: 'Not found' },
    })
  })
})
