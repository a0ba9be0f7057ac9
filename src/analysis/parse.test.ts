import { describe, expect, it } from 'vitest'
import { daysFromCivil, formatWallClock, parseWallClock } from './calendar'
import { ChatFormatError, NO_VALID_MESSAGES, parseChat } from './parse'

const at = (text: string) => parseWallClock(text)

describe('parseChat', () => {
  it('reads date, time and sender of the content-free format (docs/product.md §5)', () => {
    const chat = parseChat('01/03/24, 09:05 - User 1\n01/03/24, 09:07 - User 2\n')
    expect(chat.length).toBe(2)
    expect(Array.from(chat.minutes)).toEqual([at('2024-03-01T09:05'), at('2024-03-01T09:07')])
    expect(Array.from(chat.sender)).toEqual([0, 1])
  })

  it('counts minutes since 2000-01-01 00:00 arithmetically', () => {
    const chat = parseChat(
      '01/01/00, 00:00 - User 1\n01/01/00, 00:01 - User 2\n02/01/00, 00:00 - User 1',
    )
    expect(Array.from(chat.minutes)).toEqual([0, 1, 1440])
    // 2024-03-01: 8826 days after 2000-01-01 (24 years, 6 of them leap years, plus Jan and Feb 2024).
    expect(parseChat('01/03/24, 00:00 - User 1').minutes[0]).toBe(8826 * 1440)
    expect(daysFromCivil(2024, 3, 1)).toBe(8826)
  })

  it('reads the year as 20yy', () => {
    expect(formatWallClock(parseChat('31/12/99, 23:59 - User 2').minutes[0] ?? 0)).toBe(
      '2099-12-31T23:59',
    )
  })

  it('ignores empty and non-matching lines, and text after the label', () => {
    const text = [
      '',
      'Messages and calls are end-to-end encrypted.',
      '01/03/24, 09:05 - User 1: <message removed>',
      '01/03/24, 09:06 - Alice: hi',
      '01/03/24, 09:07 - User 3',
      '01/03/24, 09:08 - User 12',
      '32/01/24, 09:09 - User 1',
      '29/02/23, 09:09 - User 1',
      '01/13/24, 09:09 - User 1',
      '01/03/24, 24:00 - User 1',
      '01/03/24, 09:60 - User 1',
      '01/03/24 09:10 - User 1',
      '   ',
      '01/03/24, 09:11 - User 2\r',
      '29/02/24, 09:12 - User 2',
    ].join('\n')
    const chat = parseChat(text)
    expect(chat.length).toBe(3)
    expect(Array.from(chat.sender)).toEqual([1, 0, 1])
  })

  it('accepts CRLF line ends, a byte-order mark and one-digit day, month and hour', () => {
    const chat = parseChat('\uFEFF1/3/24, 9:05 - User 1\r\n01/03/24, 09:06 - User 2\r\n')
    expect(Array.from(chat.minutes)).toEqual([at('2024-03-01T09:05'), at('2024-03-01T09:06')])
  })

  it('sorts messages out of order stably by time', () => {
    const chat = parseChat(
      [
        '02/03/24, 10:00 - User 1',
        '01/03/24, 10:00 - User 2',
        '01/03/24, 10:00 - User 1',
        '01/03/24, 09:00 - User 2',
      ].join('\n'),
    )
    expect(Array.from(chat.minutes).map(formatWallClock)).toEqual([
      '2024-03-01T09:00',
      '2024-03-01T10:00',
      '2024-03-01T10:00',
      '2024-03-02T10:00',
    ])
    // The two 10:00 messages keep their file order: User 2, then User 1.
    expect(Array.from(chat.sender)).toEqual([1, 1, 0, 0])
  })

  it('throws the documented error when no line is valid', () => {
    expect(() => parseChat('')).toThrow(ChatFormatError)
    expect(() => parseChat('hello\nworld')).toThrow(NO_VALID_MESSAGES)
  })

  it('reports progress up to 1', () => {
    const line = '01/03/24, 09:05 - User 1\n'
    const seen: number[] = []
    parseChat(line.repeat(40_000), (fraction) => seen.push(fraction))
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.at(-1)).toBe(1)
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1] ?? 0)
  })
})
