import { describe, expect, it } from 'vitest'
import { firstLines, isAcceptedFileName } from './clean-summary-text'

describe('firstLines', () => {
  it('keeps the first lines of a long text', () => {
    expect(firstLines('a\nb\nc\nd\n', 2)).toBe('a\nb')
  })

  it('returns a short text whole, without its last line end', () => {
    expect(firstLines('a\nb\n', 8)).toBe('a\nb')
  })
})

describe('isAcceptedFileName', () => {
  it('takes WhatsApp text and Telegram JSON exports, in any case', () => {
    expect(isAcceptedFileName('WhatsApp Chat with Anna.txt')).toBe(true)
    expect(isAcceptedFileName('result.JSON')).toBe(true)
    expect(isAcceptedFileName('chat.zip')).toBe(false)
  })
})
