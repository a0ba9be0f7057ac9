import { describe, expect, it } from 'vitest'
import { formatDuration } from '#src/analysis/duration-text'
import {
  formatAmount,
  formatCount,
  formatFigure,
  formatMinutes,
  formatPercentFigure,
  unitText,
} from './format-numbers'

// Intl writes a narrow no-break space in some languages; the tests read plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('figures in English, as the engine and the PDF always wrote them', () => {
  it('writes durations exactly as the engine', () => {
    for (const minutes of [0, 1, 12.46, 59.99, 60, 61, 90, 1439, 1440, 2000, 60 * 24 * 9])
      for (const locale of ['en', 'en-US', 'en-XA'])
        expect(formatMinutes(minutes, locale)).toBe(formatDuration(minutes))
  })

  it('writes counts with en-US grouping', () => {
    expect(formatCount(13818, 'en')).toBe('13,818')
    expect(formatCount(0, 'en-XA')).toBe('0')
    expect(formatCount(8.3, 'en-US')).toBe('8.3')
  })

  it('writes an anomaly amount to one decimal, one unit singular', () => {
    expect(formatAmount(8.34, 'days', 'en')).toBe('8.3 days')
    expect(formatAmount(1, 'hours', 'en')).toBe('1 hour')
    expect(formatAmount(0.96, 'days', 'en')).toBe('1 day')
    expect(formatAmount(1234.5, 'hours', 'en')).toBe('1234.5 hours')
    expect(formatAmount(62.54, 'percent', 'en')).toBe('62.5%')
  })

  it('writes shares and figures as the engine', () => {
    expect(formatPercentFigure(39.8, 'en')).toBe('39.8%')
    expect(formatPercentFigure(12, 'en', true)).toBe('+12%')
    expect(formatPercentFigure(-12, 'en', true)).toBe('-12%')
    expect(formatPercentFigure(0, 'en', true)).toBe('0%')
    expect(formatFigure(12.5, 'en')).toBe('12.5')
  })
})

describe('figures in other languages, through Intl', () => {
  it('writes durations in the reader’s units', () => {
    expect(plain(formatMinutes(39.8, 'de'))).toBe('39,8 Minuten')
    expect(plain(formatMinutes(60 * 24 * 3, 'de'))).toBe('3 Tage')
    expect(plain(formatMinutes(132, 'fr'))).toBe('2,2 heures')
    expect(plain(unitText(1.04, 'day', 'es'))).toBe('1 día')
  })

  it('writes counts, amounts and shares', () => {
    expect(plain(formatCount(13818, 'de'))).toBe('13.818')
    expect(plain(formatAmount(8.34, 'days', 'de'))).toBe('8,3 Tage')
    expect(plain(formatAmount(1, 'hours', 'pt-BR'))).toBe('1 hora')
    expect(plain(formatAmount(62.54, 'percent', 'de'))).toBe('62,5 %')
    expect(plain(formatPercentFigure(12, 'fr', true))).toBe('+12 %')
    expect(plain(formatPercentFigure(0, 'fr', true))).toBe('0 %')
    expect(plain(formatFigure(12.5, 'de'))).toBe('12,5')
  })
})
