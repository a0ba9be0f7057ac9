import { describe, expect, it } from 'vitest'
import { CHAT_FILE_ACCEPT, isChatFileName } from './chat-file-types'

describe('isChatFileName', () => {
  it('takes text, JSON, CSV and zipped exports, in any case', () => {
    for (const name of [
      'WhatsApp Chat with Anna.txt',
      'result.JSON',
      'message_1.json',
      'Direct Messages - Anna [1234].csv',
      'WhatsApp Chat - Anna.zip',
      'Anna.TXT',
    ]) {
      expect(isChatFileName(name)).toBe(true)
    }
  })

  it('keeps other files out', () => {
    for (const name of ['photo.jpg', 'chat.pdf', 'chat.txt.gz', 'zip', 'notes.md']) {
      expect(isChatFileName(name)).toBe(false)
    }
  })

  it('offers the same types in the file picker', () => {
    for (const extension of ['.txt', '.json', '.csv', '.zip']) {
      expect(CHAT_FILE_ACCEPT.split(',')).toContain(extension)
    }
  })
})
