import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseChat } from '../parse'
import { cleanTelegram } from '../testing/clean-telegram'
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
    expect(() => cleanTelegram(JSON.stringify({ chats: { list: [] } }))).toThrow(
      /whole-account Telegram export with no chat/,
    )
    expect(() => cleanTelegram('{"messages": [')).toThrow(UnknownExportFormatError)
  })

  it('fails with the text of docs/product.md §5 when there are only service entries', () => {
    const raw = telegramExport([{ id: 1, type: 'service', date: '2024-01-01T10:00:00' }])
    expect(() => cleanTelegram(raw)).toThrow(NoMessagesError)
  })
})

describe('cleanTelegram then parseChat', () => {
  const pad = (n: number) => String(n).padStart(2, '0')
  const isoWallClock = (minute: number) => {
    const at = new Date(Date.UTC(2000, 0, 1) + minute * 60_000)
    return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  }

  it('keeps every message minute and sender and drops service entries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 * 365 * 1440 }),
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 5000 }),
            sender: fc.constantFrom('user1001', 'user2002'),
            service: fc.boolean(),
          }),
          { minLength: 1, maxLength: 50 },
        ),
        (start, rows) => {
          let minute = start
          const entries = rows.map((row, id) => {
            minute += row.gap
            return row.service
              ? {
                  id,
                  type: 'service',
                  date: isoWallClock(minute),
                  actor: 'Anna',
                  action: 'pin_message',
                }
              : {
                  id,
                  type: 'message',
                  date: isoWallClock(minute),
                  from: 'X',
                  from_id: row.sender,
                  text: 'hi',
                  minute,
                }
          })
          const messages = entries.flatMap((e) => ('minute' in e ? [e] : []))
          fc.pre(messages.length > 0)
          const parsed = parseChat(cleanTelegram(telegramExport(entries)).text)
          expect(Array.from(parsed.minutes)).toEqual(messages.map((m) => m.minute))
          const first = messages[0]?.from_id
          expect(Array.from(parsed.sender)).toEqual(
            messages.map((m) => (m.from_id === first ? 0 : 1)),
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('cleanTelegram: instants and whole-account exports', () => {
  const message = (from_id: string, time: { date?: string; date_unixtime?: string }) => ({
    id: 1,
    type: 'message',
    from: from_id,
    from_id,
    text: 'x',
    ...time,
  })

  it('reads messages that carry only date_unixtime, in the given zone', () => {
    const raw = telegramExport([
      message('user1', { date: '2023-12-31T21:15:04', date_unixtime: '1704053704' }),
      message('user2', { date_unixtime: String(Date.UTC(2024, 0, 1, 10, 0) / 1000) }),
    ])
    expect(cleanTelegram(raw, { timeZone: 'Asia/Tokyo' }).text).toBe(
      '31/12/23, 21:15 - User 1\n01/01/24, 19:00 - User 2\n',
    )
  })

  it('refuses a group chat by its type, even with two writers', () => {
    const raw = JSON.stringify({
      name: 'Club',
      type: 'private_supergroup',
      id: 1,
      messages: [
        message('u1', { date: '2024-01-01T10:00:00' }),
        message('u2', { date: '2024-01-01T10:01:00' }),
      ],
    })
    expect(() => cleanTelegram(raw)).toThrow(TooManySendersError)
  })

  const account = (chats: unknown[]) =>
    JSON.stringify({ about: '', personal_information: {}, chats: { about: '', list: chats } })
  const chat = (type: string, ids: string[]) => ({
    name: 'x',
    type,
    id: 1,
    messages: ids.map((id, i) => message(id, { date: `2024-01-0${i + 1}T10:00:00` })),
  })

  it('reads the one chat, or the one personal chat, of a whole-account export', () => {
    expect(cleanTelegram(account([chat('personal_chat', ['a', 'b'])])).messageCount).toBe(2)
    const mixed = account([
      chat('private_group', ['c', 'd', 'e']),
      chat('personal_chat', ['a', 'b', 'a']),
      chat('saved_messages', ['a']),
    ])
    expect(cleanTelegram(mixed).messageCount).toBe(3)
  })

  it('refuses a whole-account export with several personal chats, saying how to export one', () => {
    const two = account([chat('personal_chat', ['a', 'b']), chat('personal_chat', ['a', 'c'])])
    expect(() => cleanTelegram(two)).toThrow(/with 2 chats in it.*Export chat history/)
  })
})
