import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import './zod-without-eval'

describe('zod in the browser', () => {
  it('parses without compiling code, so the CSP never sees an eval', () => {
    const compiled: string[] = []
    const original = globalThis.Function
    // Any attempt to build a function from source is recorded.
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled.push(String(args.at(-1)))
        return Reflect.construct(target, args)
      },
    })
    try {
      const Schema = z.object({ email: z.email(), tier: z.enum(['free', 'base']) })
      expect(Schema.parse({ email: 'a@example.com', tier: 'base' })).toEqual({
        email: 'a@example.com',
        tier: 'base',
      })
    } finally {
      globalThis.Function = original
    }
    expect(compiled).toEqual([])
  })
})
