import { describe, expect, it } from 'vitest'
import { detectFormat } from '../testing/detect-format'

describe('detectFormat', () => {
  it('recognises each supported layout from its first lines', () => {
    expect(detectFormat('12/31/23, 9:15 PM - Anna: hi\n')).toBe('whatsapp-android')
    expect(detectFormat('\ufeff[31/12/2023, 21:15:04] Anna: hi\n')).toBe('whatsapp-ios')
    expect(detectFormat('\n  {\n "name": "Anna", "type": "personal_chat", "messages": []}')).toBe(
      'telegram-json',
    )
    expect(detectFormat('31/12/23, 21:15 - User 1\r\n31/12/23, 21:16 - User 2\r\n')).toBe(
      'content-free',
    )
  })

  it('sees a raw export even when its author is literally called "User 1"', () => {
    expect(detectFormat('31/12/23, 21:15 - User 1: hi\n')).toBe('whatsapp-android')
  })

  it('finds the first header after leading lines that are not headers', () => {
    expect(detectFormat('Chat export\n\n31/12/23, 21:15 - Anna: hi\n')).toBe('whatsapp-android')
  })

  it('returns null for anything else', () => {
    expect(detectFormat('Dear diary,\ntoday was fine.\n')).toBeNull()
    expect(detectFormat('')).toBeNull()
  })
})
