import { describe, expect, it } from 'vitest'
import {
  MAX_UPLOAD_BYTES,
  TRY_IT_NOT_TXT,
  UPLOAD_NOT_TXT,
  UPLOAD_TOO_LARGE,
} from '../../contract/analyses'
import {
  CHAT_FILE_ACCEPT,
  chatFileProblem,
  formatMegabytes,
  isChatFileName,
} from './chat-file-types'

describe('chatFileProblem', () => {
  it('takes text, JSON and CSV exports and WhatsApp zips, in any case', () => {
    for (const name of [
      'chat.txt',
      'WhatsApp Chat.TXT',
      'result.json',
      'Direct Messages.csv',
      'WhatsApp Chat - Anna.zip',
    ])
      expect(chatFileProblem({ name, size: 100 }, UPLOAD_NOT_TXT)).toBeNull()
  })

  it("gives each screen's own spec message for a file of another type", () => {
    expect(chatFileProblem({ name: 'chat.pdf', size: 1 }, UPLOAD_NOT_TXT)).toBe(UPLOAD_NOT_TXT)
    expect(chatFileProblem({ name: 'chat.zip.jpg', size: 1 }, TRY_IT_NOT_TXT)).toBe(TRY_IT_NOT_TXT)
    expect(chatFileProblem({ name: 'txt', size: 1 }, TRY_IT_NOT_TXT)).toBe(TRY_IT_NOT_TXT)
  })

  it("refuses a file over the contract's 10 MB, and takes one of exactly 10 MB", () => {
    expect(chatFileProblem({ name: 'chat.txt', size: MAX_UPLOAD_BYTES + 1 }, UPLOAD_NOT_TXT)).toBe(
      UPLOAD_TOO_LARGE,
    )
    expect(chatFileProblem({ name: 'chat.txt', size: MAX_UPLOAD_BYTES }, UPLOAD_NOT_TXT)).toBeNull()
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
