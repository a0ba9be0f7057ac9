import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '#src/contract/analyses'
import { CHAT_FILE_ACCEPT, chatFileIssue, formatMegabytes, isChatFileName } from './chat-file-types'

describe('chatFileIssue', () => {
  it('takes text, JSON and CSV exports and WhatsApp zips, in any case', () => {
    for (const name of [
      'chat.txt',
      'WhatsApp Chat.TXT',
      'result.json',
      'Direct Messages.csv',
      'WhatsApp Chat - Anna.zip',
    ])
      expect(chatFileIssue({ name, size: 100 })).toBeNull()
  })

  it('names a file of another type', () => {
    expect(chatFileIssue({ name: 'chat.pdf', size: 1 })).toBe('wrong-type')
    expect(chatFileIssue({ name: 'chat.zip.jpg', size: 1 })).toBe('wrong-type')
    expect(chatFileIssue({ name: 'txt', size: 1 })).toBe('wrong-type')
  })

  it("refuses a file over the contract's 10 MB, and takes one of exactly 10 MB", () => {
    expect(chatFileIssue({ name: 'chat.txt', size: MAX_UPLOAD_BYTES + 1 })).toBe('too-large')
    expect(chatFileIssue({ name: 'chat.txt', size: MAX_UPLOAD_BYTES })).toBeNull()
  })
})

describe('formatMegabytes', () => {
  it('writes the size in MB to two decimals', () => {
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.50 MB')
    expect(formatMegabytes(12_345)).toBe('0.01 MB')
  })
})

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
