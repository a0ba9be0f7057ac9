import { describe, expect, it } from 'vitest'
import { detectFormat } from '../testing/detect-format'
import { cleanExport } from './clean-export'
import { TooManySendersError } from './import-errors'

// Written from imessage-exporter's TXT layout: time, sender, lines, blank line.
const RAW = [
  'May 17, 2022  5:29:42 PM (Read by you after 1 hour, 49 seconds)',
  'Sample Contact',
  'Hello world',
  '',
  'May 17, 2022  6:01:00 PM',
  'Me',
  'Reply to you',
  'on two lines',
  '    May 17, 2022  6:02:10 PM',
  '    Sample Contact',
  '    an answer in the thread, printed again below',
  'This message responded to an earlier message.',
  '',
  'May 17, 2022  6:02:10 PM',
  'Sample Contact',
  'an answer in the thread, printed again below',
  '',
  'May 18, 2022 11:59:59 PM',
  'Me',
  'Jun 01, 2022  1:00:00 AM is a date but this is a message line',
  '',
  'Jun 01, 2022 12:00:00 AM',
  'Sample Contact',
  'https://example.com',
  'Example title',
  '',
].join('\n')

describe('iMessage (imessage-exporter TXT)', () => {
  it('reads each block once, skipping replies printed again under their message', () => {
    expect(detectFormat(RAW)).toBe('imessage-text')
    expect(cleanExport(RAW)).toMatchObject({
      format: 'imessage-text',
      text: [
        '17/05/22, 17:29 - User 1',
        '17/05/22, 18:01 - User 2',
        '17/05/22, 18:02 - User 1',
        '18/05/22, 23:59 - User 2',
        '01/06/22, 00:00 - User 1',
        '',
      ].join('\n'),
      messageCount: 5,
      senders: 2,
    })
  })

  it('refuses a group conversation', () => {
    const raw = ['Me', 'Ann', '+15555550100']
      .map((who) => `Jan 02, 2023  9:00:00 AM\n${who}\nhi\n`)
      .join('\n')
    expect(() => cleanExport(raw)).toThrow(TooManySendersError)
  })
})
