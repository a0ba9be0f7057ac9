import { describe, expect, it } from 'vitest'
import { chatFileError, formatMegabytes } from './validate-chat-file'

const MB = 1024 * 1024

describe('choosing a chat file to upload', () => {
  it('takes a .txt file whatever the case of its extension', () => {
    expect(chatFileError({ name: 'chat.txt', size: 100 })).toBeNull()
    expect(chatFileError({ name: 'WhatsApp Chat.TXT', size: 100 })).toBeNull()
  })

  it('takes the raw exports: JSON, CSV and WhatsApp’s .zip', () => {
    expect(chatFileError({ name: 'result.json', size: 100 })).toBeNull()
    expect(chatFileError({ name: 'Direct Messages.csv', size: 100 })).toBeNull()
    expect(chatFileError({ name: 'WhatsApp Chat - Anna.zip', size: 100 })).toBeNull()
  })

  it('refuses any other kind of file with the spec message', () => {
    expect(chatFileError({ name: 'chat.pdf', size: 100 })).toBe(
      'Please upload a .txt file (obfuscated chat export)',
    )
    expect(chatFileError({ name: 'txt', size: 100 })).not.toBeNull()
  })

  it('refuses a file over 10 MB and takes one of exactly 10 MB', () => {
    expect(chatFileError({ name: 'chat.txt', size: 10 * MB + 1 })).toBe(
      'File size must be less than 10MB',
    )
    expect(chatFileError({ name: 'chat.txt', size: 10 * MB })).toBeNull()
  })

  it('shows sizes in MB to two decimals', () => {
    expect(formatMegabytes(1.5 * MB)).toBe('1.50 MB')
    expect(formatMegabytes(12_345)).toBe('0.01 MB')
  })
})
