import { describe, expect, it } from 'vitest'
import { cleanExport } from './clean-export'
import { NoMessagesError, OnlyOneWriterError, UnknownExportFormatError } from './import-errors'

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
    const clean =
      '31/12/23, 21:15 - User 1\n31/12/23, 21:16 - User 3\n31/12/23, 21:17 - User 12\n31/12/23, 21:18 - User 2\n'
    expect(cleanExport(clean)).toMatchObject({ text: clean, messageCount: 2, senders: 2 })
  })

  it('refuses a chat in which only one person wrote, whatever its platform', () => {
    const message = 'Only one person wrote in this chat'
    expect(() => cleanExport('31/12/23, 21:15 - User 1\n31/12/23, 21:16 - User 3\n')).toThrow(
      message,
    )
    expect(() =>
      cleanExport('[31/12/2023, 21:15:04] Anna: hi\n[31/12/2023, 21:16:04] Anna: ?\n'),
    ).toThrow(OnlyOneWriterError)
    const telegram = JSON.stringify({
      type: 'personal_chat',
      messages: [{ id: 1, type: 'message', date: '2024-02-29T23:59:00', from_id: 'user7' }],
    })
    expect(() => cleanExport(telegram)).toThrow(message)
    const signal = '[2019-12-24, 12:23] Jane Doe: Hello\n[2019-12-24, 12:25] Jane Doe: anyone?\n'
    expect(() => cleanExport(signal)).toThrow(message)
  })

  it('cleans WhatsApp and Telegram exports by their detected format', () => {
    expect(
      cleanExport('[31/12/2023, 21:15:04] Anna: hi\n[31/12/2023, 21:16:04] Ben: yo\n').format,
    ).toBe('whatsapp-ios')
    const telegram = JSON.stringify({
      messages: [
        { id: 1, type: 'message', date: '2024-02-29T23:59:00', from_id: 'user7', text: 'x' },
        { id: 2, type: 'message', date: '2024-03-01T00:01:00', from_id: 'user8', text: 'y' },
      ],
    })
    expect(cleanExport(telegram).text).toBe('29/02/24, 23:59 - User 1\n01/03/24, 00:01 - User 2\n')
  })

  it('refuses a file that is no chat export, saying what it looks like and what is read', () => {
    const refusal = (text: string) => {
      try {
        cleanExport(text)
      } catch (error) {
        expect(error).toBeInstanceOf(UnknownExportFormatError)
        expect((error as Error).message).toContain('Cadence reads WhatsApp')
        return (error as Error).message
      }
      throw new Error('accepted')
    }
    expect(refusal('Shopping list\n- milk\n')).toMatch(/none of its first lines starts with a date/)
    expect(refusal('')).toMatch(/^This file is empty\./)
    expect(refusal('<!DOCTYPE html><html>')).toMatch(/web page \(HTML\)/)
    expect(refusal('{"messages": [')).toMatch(/starts like JSON but cannot be read/)
    expect(refusal('{"name": "x"}')).toMatch(/JSON file is not a chat export/)
    expect(refusal('{"messages": [{"who": "a", "when": 1}]}')).toMatch(
      /not in a layout Cadence knows/,
    )
    expect(refusal('id,name,price\n1,tea,2\n')).toMatch(/table \(CSV\) with 3 columns/)
    expect(refusal('2023.12.31 - 21h15 Anna hi\n')).toMatch(/start with dates, but not in a layout/)
    expect(refusal('\u0000\u0001\u0002PK\u0003\u0004')).toMatch(/not text/)
  })

  it('fails with the text of docs/product.md §5 when headers are found but no line is a message', () => {
    expect(() => cleanExport('31/12/23, 21:15 - User 1x\n')).toThrow(NoMessagesError)
    expect(() => cleanExport('31/12/23, 21:15 - User 0\n')).toThrow(NoMessagesError)
    // Shaped like a message, but no such date: the message of docs/product.md §5, not the one-writer one.
    expect(() => cleanExport('32/13/24, 10:00 - User 1\n')).toThrow(NoMessagesError)
  })
})
