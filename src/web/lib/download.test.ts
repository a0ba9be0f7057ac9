import { describe, expect, it } from 'vitest'
import { fileNameFrom } from './download'

describe('the name of a downloaded file', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    const header = `attachment; filename="cadence-zoe.csv"; filename*=UTF-8''cadence-Zo%C3%AB.csv`
    expect(fileNameFrom(header, 'x')).toBe('cadence-Zoë.csv')
  })

  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameFrom('attachment; filename="a.pdf"', 'x')).toBe('a.pdf')
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('x')
    expect(fileNameFrom(null, 'x')).toBe('x')
  })
})
