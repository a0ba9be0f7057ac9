import { describe, expect, it } from 'vitest'
import { detectFormat } from '../testing/detect-format'

describe('detectFormat for every platform', () => {
  it('knows each JSON export by its keys, not by the first character alone', () => {
    expect(detectFormat('{"messages":[{"sender_name":"A","timestamp_ms":1,"content":"x"}]}')).toBe(
      'meta-json',
    )
    expect(
      detectFormat(
        '{"guild":{},"channel":{"type":"DirectTextChat"},"messages":[{"type":"Default","timestamp":"2024-01-01T00:00:00+00:00","author":{"id":"1"}}]}',
      ),
    ).toBe('discord-json')
    expect(detectFormat('{"messages":[{"type":"message","date_unixtime":"1","from":"A"}]}')).toBe(
      'telegram-json',
    )
    expect(detectFormat('{"chats":{"list":[]}}')).toBe('telegram-json')
    expect(detectFormat('{"messages":[{"who":"A"}]}')).toBeNull()
    expect(detectFormat('{"name":"x"}')).toBeNull()
  })

  it('knows the text exports by their first lines', () => {
    expect(
      detectFormat('\ufeff"AuthorID","Author","Date","Content","Attachments","Reactions"\n'),
    ).toBe('discord-csv')
    expect(detectFormat('[2019-12-24, 12:23] Jane: hi\n')).toBe('signal-text')
    expect(detectFormat('May 17, 2022  5:29:42 PM\nMe\nhi\n')).toBe('imessage-text')
    expect(detectFormat('18/03/2022, 14:56 - Anna: hi\n')).toBe('whatsapp-android')
  })
})
