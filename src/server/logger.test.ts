import { describe, expect, it } from 'vitest'
import { appMade, createLogger, MAX_LOGGED_STRING } from './logger'

describe('the logger', () => {
  const logOne = (fields: Record<string, unknown>) => {
    const lines: string[] = []
    createLogger('info', (line) => lines.push(line)).info('entry', fields)
    expect(lines).toHaveLength(1)
    return JSON.parse(lines[0] ?? '')
  }

  it('logs a value the app made itself whole, and still caps every other string beside it', () => {
    const link = `http://localhost:3000/api/auth/verify-email?token=${'t'.repeat(400)}&callbackURL=%2Fdashboard`
    const entry = logOne({
      link: appMade(link),
      note: 'n'.repeat(400),
      nested: { note: 'x'.repeat(400) },
    })
    expect(entry.link).toBe(link)
    expect(entry.note).toBe(`${'n'.repeat(MAX_LOGGED_STRING)}…`)
    expect(entry.nested.note).toBe(`${'x'.repeat(MAX_LOGGED_STRING)}…`)
  })

  it('a client cannot pass its own value off as app-made: a look-alike object is capped', () => {
    const entry = logOne({ link: { text: 'y'.repeat(400) } })
    expect(entry.link.text).toBe(`${'y'.repeat(MAX_LOGGED_STRING)}…`)
  })

  it('keeps the first 30 fields of an object, a field named __proto__ as a field', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, i]))
    const entry = logOne({ many, odd: JSON.parse('{"__proto__": {"polluted": "yes"}, "kept": 1}') })
    expect(Object.keys(entry.many)).toEqual(Array.from({ length: 30 }, (_, i) => `f${i}`))
    expect(entry.odd.kept).toBe(1)
    expect(Object.hasOwn(entry.odd, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
