import { describe, expect, it } from 'vitest'
import { cleanExport } from './clean-export'
import { NoMessagesError, UnknownExportFormatError } from './import-errors'

describe('cleanExport', () => {
  it('passes content-free text through unchanged and counts its messages', () => {
    const clean = '31/12/23, 21:15 - User 1\r\n\r\n31/12/23, 21:16 - User 2\r\nnot a message\r\n'
    const seen: number[] = []
    const result = cleanExport(clean, { onProgress: (f) => seen.push(f) })
    expect(result).toEqual({
      text: clean,
      format: 'content-free',
      messageCount: 2,
      senders: 2,
      ambiguousDateOrder: false,
      skippedSystemMessages: 0,
    })
    expect(seen).toEqual([1])
  })

  it('counts only User 1 and User 2 lines of a content-free file, as the parser reads them', () => {
    const clean = '31/12/23, 21:15 - User 1\n31/12/23, 21:16 - User 3\n31/12/23, 21:17 - User 12\n'
    expect(cleanExport(clean)).toMatchObject({ text: clean, messageCount: 1, senders: 1 })
  })

  it('cleans WhatsApp and Telegram exports by their detected format', () => {
    expect(cleanExport('[31/12/2023, 21:15:04] Anna: hi\n').format).toBe('whatsapp-ios')
    const telegram = JSON.stringify({
      messages: [
        { id: 1, type: 'message', date: '2024-02-29T23:59:00', from_id: 'user7', text: 'x' },
      ],
    })
    expect(cleanExport(telegram).text).toBe('29/02/24, 23:59 - User 1\n')
  })

  it('refuses a file that is no chat export', () => {
    expect(() => cleanExport('Shopping list\n- milk\n')).toThrow(UnknownExportFormatError)
  })

  it('fails with the spec text when headers are found but no line is a message', () => {
    expect(() => cleanExport('31/12/23, 21:15 - User 1x\n')).toThrow(NoMessagesError)
    expect(() => cleanExport('31/12/23, 21:15 - User 0\n')).toThrow(NoMessagesError)
  })
})
