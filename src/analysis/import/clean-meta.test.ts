import { describe, expect, it } from 'vitest'
import { cleanExport } from './clean-export'
import { repairLatin1Utf8 } from './clean-meta'
import { TooManySendersError } from './import-errors'

/** "Zoë" as Facebook writes it: each UTF-8 byte as its own character. */
const mangle = (text: string) => String.fromCharCode(...new TextEncoder().encode(text))

const thread = (messages: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    participants: [{ name: mangle('Zoë') }, { name: 'Ben' }],
    messages,
    title: mangle('Zoë'),
    is_still_participant: true,
    thread_type: 'Regular',
    thread_path: 'inbox/zoe_123',
    ...extra,
  })

describe('repairLatin1Utf8', () => {
  it('turns UTF-8 read as Latin-1 back into the text it was', () => {
    expect(repairLatin1Utf8(mangle('Zoë Ødegård 🙂'))).toBe('Zoë Ødegård 🙂')
    expect(repairLatin1Utf8('\u00c3\u00a9')).toBe('é')
  })

  it('leaves plain, already repaired and non-UTF-8 text as it is', () => {
    expect(repairLatin1Utf8('Ben')).toBe('Ben')
    expect(repairLatin1Utf8('Zoë 🙂')).toBe('Zoë 🙂')
    expect(repairLatin1Utf8('caf\u00e9')).toBe('caf\u00e9')
  })
})

describe('Messenger and Instagram JSON', () => {
  it('reads newest-first messages oldest first, in the given zone, and skips calls and joins', () => {
    const raw = thread([
      { sender_name: 'Ben', timestamp_ms: Date.UTC(2024, 0, 2, 8, 30, 59), content: 'later' },
      {
        sender_name: 'Ben',
        timestamp_ms: Date.UTC(2024, 0, 1, 23, 5),
        type: 'Call',
        call_duration: 6,
      },
      { sender_name: mangle('Zoë'), timestamp_ms: Date.UTC(2024, 0, 1, 22, 59), content: 'hi' },
      { sender_name: 'Ben', timestamp_ms: Date.UTC(2024, 0, 1, 22, 0), type: 'Subscribe' },
      { sender_name: mangle('Zoë'), timestamp_ms: Date.UTC(2023, 11, 31, 23, 30), photos: [] },
    ])
    const result = cleanExport(raw, { timeZone: 'Europe/Lisbon' })
    expect(result.text).toBe(
      '31/12/23, 23:30 - User 1\n01/01/24, 22:59 - User 1\n02/01/24, 08:30 - User 2\n',
    )
    expect(result).toMatchObject({ format: 'meta-json', messageCount: 3, senders: 2 })
    expect(result.skippedSystemMessages).toBe(2)
    // The same instants in New York are five hours earlier on the wall clock.
    expect(cleanExport(raw, { timeZone: 'America/New_York' }).text.split('\n')[0]).toBe(
      '31/12/23, 18:30 - User 1',
    )
  })

  it('tells a mangled and a repaired spelling of one name as the same person', () => {
    const raw = thread([
      { sender_name: 'Ben', timestamp_ms: 1_700_000_300_000, content: 'b' },
      { sender_name: 'Zoë', timestamp_ms: 1_700_000_200_000, content: 'a' },
      { sender_name: mangle('Zoë'), timestamp_ms: 1_700_000_100_000, content: 'a' },
    ])
    expect(cleanExport(raw, { timeZone: 'UTC' }).senders).toBe(2)
  })

  it('refuses a group thread even when only two of its people wrote', () => {
    const messages = [
      { sender_name: 'Ben', timestamp_ms: 1_700_000_100_000, content: 'b' },
      { sender_name: 'Ann', timestamp_ms: 1_700_000_000_000, content: 'a' },
    ]
    const three = { participants: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] }
    expect(() => cleanExport(thread(messages, three))).toThrow(TooManySendersError)
    expect(() => cleanExport(thread(messages, { thread_type: 'RegularGroup' }))).toThrow(
      TooManySendersError,
    )
  })

  it('reads the end-to-end encrypted chat download (senderName, timestamp)', () => {
    const raw = JSON.stringify({
      participants: ['Ann', 'Ben'],
      threadName: 'Ann',
      messages: [
        {
          isUnsent: false,
          media: [],
          reactions: [],
          senderName: 'Ben',
          text: 'b',
          timestamp: Date.UTC(2024, 4, 1, 9, 1),
          type: 'text',
        },
        {
          isUnsent: false,
          media: [],
          reactions: [],
          senderName: 'Ann',
          text: 'a',
          timestamp: Date.UTC(2024, 4, 1, 9, 0),
          type: 'text',
        },
      ],
    })
    expect(cleanExport(raw, { timeZone: 'UTC' })).toMatchObject({
      format: 'meta-json',
      text: '01/05/24, 09:00 - User 1\n01/05/24, 09:01 - User 2\n',
    })
  })
})
