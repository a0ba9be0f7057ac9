import { describe, expect, it } from 'vitest'
import { parseChat } from '../parse'
import { cleanExport } from './clean-export'
import { contentFreeSender, countContentFree } from './content-free-lines'

const lines = (...rows: string[]) => `${rows.join('\n')}\n`

describe('content-free files keep their labels', () => {
  const userTwoFirst = lines('01/02/24, 10:00 - User 2', '01/02/24, 10:05 - User 1')

  it('reads the label of each line as written', () => {
    expect(contentFreeSender(userTwoFirst, 0, 24)).toBe(2)
    expect(countContentFree(userTwoFirst)).toEqual({ messages: 2, senders: 2 })
  })

  it('keeps User 2 as User 2 through the cleaner and the parser, with or without text', () => {
    for (const file of [
      userTwoFirst,
      lines('01/02/24, 10:00 - User 2: hi', '01/02/24, 10:05 - User 1: hello'),
      lines('01/02/24, 10:00 - User 2', '01/02/24, 10:05 - User 1: hello'),
    ]) {
      const cleaned = cleanExport(file)
      expect(cleaned.text).toBe(userTwoFirst)
      // The parser's sender 0 is User 1: the first message stays "them".
      expect(Array.from(parseChat(cleaned.text).sender)).toEqual([1, 0])
    }
  })
})
