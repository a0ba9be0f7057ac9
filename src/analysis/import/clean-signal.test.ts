import { describe, expect, it } from 'vitest'
import { detectFormat } from '../testing/detect-format'
import { cleanExport } from './clean-export'
import { TooManySendersError } from './import-errors'

describe('Signal (signal-export)', () => {
  it('reads both line layouts and ignores continuation, quote and reaction lines', () => {
    const raw = [
      '[2019-12-24, 12:23] Jane Doe: Hello John!',
      '[2019-12-24 12:25:07] John Doe: > Hello John!',
      'Hi Jane: how are you?',
      '(- Jane Doe: 👍 -)',
      '[2020-01-17 21:49:00] Jane Doe: ![photo.jpg](./media/photo.jpg)  ',
      '',
    ].join('\n')
    expect(detectFormat(raw)).toBe('signal-text')
    expect(cleanExport(raw)).toMatchObject({
      format: 'signal-text',
      text: '24/12/19, 12:23 - User 1\n24/12/19, 12:25 - User 2\n17/01/20, 21:49 - User 1\n',
      messageCount: 3,
    })
  })

  it('refuses a group', () => {
    const raw = ['A', 'B', 'C'].map((name) => `[2020-01-01, 10:00] ${name}: hi`).join('\n')
    expect(() => cleanExport(raw)).toThrow(TooManySendersError)
  })

  it('leaves WhatsApp layouts to the WhatsApp reader', () => {
    expect(detectFormat('[2019-04-16 02:09] Anna: hi\n')).toBe('whatsapp-ios')
    expect(detectFormat('[16/03/2022, 15:10:17] Anna: hi\n')).toBe('whatsapp-ios')
  })
})
