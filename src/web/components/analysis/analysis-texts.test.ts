import { describe, expect, it } from 'vitest'
import { formatDuration } from '#src/analysis/duration-text'
import { PATTERNS } from '#src/analysis/score'
import { formatCount, formatDecimal, formatMinutes, formatPercent } from '#src/i18n/format-numbers'
import type { MessageId } from '#src/i18n/messages'
import { formatDurationText, patternText } from './analysis-texts'

const t = (id: MessageId) => `«${id}»`
/** Intl's no-break spaces as plain ones, to compare with readable literals. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('the engine’s figures in English', () => {
  it('keep the engine’s own text, letter for letter', () => {
    for (const minutes of [0, 0.15, 1, 12.55, 59.95, 60, 90, 1439, 1440, 2000, 100_000])
      expect(formatMinutes(minutes, 'en')).toBe(formatDuration(minutes))
    expect(formatDurationText('12.5 minutes', 'en', t)).toBe('12.5 minutes')
    expect(formatDurationText('1 day', 'en-XA', t)).toBe('1 day')
    expect(formatCount(1234567, 'en')).toBe((1234567).toLocaleString('en-US'))
    expect(formatDecimal(1234.5, 'en')).toBe('1234.5')
    expect(formatPercent(57, 'en')).toBe('57%')
    expect(formatPercent(33.3, 'en')).toBe('33.3%')
    expect(formatPercent(0, 'en')).toBe('0%')
  })
})

describe('the engine’s figures in other languages', () => {
  it('are written by Intl with the same unit and precision', () => {
    expect(plain(formatDurationText('12.5 minutes', 'de', t))).toBe('12,5 Minuten')
    expect(plain(formatDurationText('1 day', 'fr', t))).toBe('1 jour')
    expect(plain(formatDurationText('2.2 hours', 'es', t))).toBe('2,2 horas')
    expect(plain(formatMinutes(90, 'pt-BR'))).toBe('1,5 hora')
    expect(plain(formatCount(1234, 'de'))).toBe('1.234')
    expect(plain(formatDecimal(12.3, 'fr'))).toBe('12,3')
    expect(plain(formatPercent(57.1, 'de'))).toBe('57,1 %')
  })

  it('leave a text that is no duration as it is, and say when nobody replied', () => {
    expect(formatDurationText('soon', 'de', t)).toBe('soon')
    expect(formatDurationText('No replies yet', 'de', t)).toBe('«analysis.quickStats.noReplies»')
    expect(formatDurationText('No replies yet', 'en', t)).toBe('«analysis.quickStats.noReplies»')
  })

  it('name every pattern of docs/product.md §9 through the catalog, and an unknown one as written', () => {
    for (const pattern of Object.values(PATTERNS)) expect(patternText(pattern, t)).toMatch(/^«/)
    expect(patternText('Something new', t)).toBe('Something new')
  })
})
