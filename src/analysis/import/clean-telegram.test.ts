import { describe, expect, it } from 'vitest'
import { cleanTelegram } from './clean-telegram'
import { NoMessagesError, TooManySendersError, UnknownExportFormatError } from './import-errors'

const telegramExport = (messages: unknown[]) =>
  JSON.stringify({ name: 'Anna', type: 'personal_chat', id: 4242, messages }, null, 1)

describe('cleanTelegram', () => {
  it('turns a personal chat export into content-free lines and skips service entries', () => {
    const raw = telegramExport([
      { id: 1, type: 'service', date: '2023-12-31T21:00:00', actor: 'Anna', action: 'phone_call' },
      {
        id: 2,
        type: 'message',
        date: '2023-12-31T21:15:04',
        from: 'Anna',
        from_id: 'user1001',
        text: 'hi',
      },
      {
        id: 3,
        type: 'message',
        date: '2024-01-01T00:05:59',
        from: 'Ben',
        from_id: 'user2002',
        text: ['look ', { type: 'link', text: 'https://example.com' }],
      },
      {
        id: 4,
        type: 'message',
        date: '2024-01-01T08:00:00',
        from: 'Anna',
        from_id: 'user1001',
        text: '',
      },
    ])
    const result = cleanTelegram(raw)
    expect(result.text).toBe(
      '31/12/23, 21:15 - User 1\n01/01/24, 00:05 - User 2\n01/01/24, 08:00 - User 1\n',
    )
    expect(result).toMatchObject({
      format: 'telegram-json',
      messageCount: 3,
      senders: 2,
      skippedSystemMessages: 1,
      ambiguousDateOrder: false,
    })
  })

  it('tells senders apart by id, so a renamed contact stays one person', () => {
    const raw = telegramExport([
      {
        id: 1,
        type: 'message',
        date: '2024-01-01T10:00:00',
        from: 'Anna',
        from_id: 'user1',
        text: 'a',
      },
      {
        id: 2,
        type: 'message',
        date: '2024-01-01T10:01:00',
        from: 'Anna K',
        from_id: 'user1',
        text: 'b',
      },
    ])
    expect(cleanTelegram(raw).senders).toBe(1)
  })

  it('refuses a group with a third sender', () => {
    const raw = telegramExport(
      ['u1', 'u2', 'u3'].map((from_id, i) => ({
        id: i,
        type: 'message',
        date: '2024-01-01T10:00:00',
        from: from_id,
        from_id,
        text: 'x',
      })),
    )
    expect(() => cleanTelegram(raw)).toThrow(TooManySendersError)
  })

  it('explains a whole-account export and broken JSON', () => {
    expect(() => cleanTelegram(JSON.stringify({ chats: { list: [] } }))).toThrow(/single chat/)
    expect(() => cleanTelegram('{"messages": [')).toThrow(UnknownExportFormatError)
  })

  it('fails with the spec text when there are only service entries', () => {
    const raw = telegramExport([{ id: 1, type: 'service', date: '2024-01-01T10:00:00' }])
    expect(() => cleanTelegram(raw)).toThrow(NoMessagesError)
  })
})
