import { describe, expect, it } from 'vitest'
import {
  chatFileProblem,
  MAX_CHAT_FILE_BYTES,
  NOT_TXT_MESSAGE,
  TOO_LARGE_MESSAGE,
} from './validate-chat-file'

describe('chatFileProblem', () => {
  it('accepts a .txt file of any letter case up to 10 MB', () => {
    expect(chatFileProblem({ name: 'chat.txt', size: 1 })).toBeNull()
    expect(chatFileProblem({ name: 'Chat.TXT', size: MAX_CHAT_FILE_BYTES })).toBeNull()
  })

  it('takes the raw exports too, which are cleaned on this device first', () => {
    expect(chatFileProblem({ name: 'result.json', size: 1 })).toBeNull()
    expect(chatFileProblem({ name: 'WhatsApp Chat - Anna.zip', size: 1 })).toBeNull()
    expect(chatFileProblem({ name: 'Direct Messages.csv', size: 1 })).toBeNull()
  })

  it('refuses any other type with the spec message', () => {
    expect(chatFileProblem({ name: 'chat.pdf', size: 1 })).toBe(NOT_TXT_MESSAGE)
    expect(chatFileProblem({ name: 'chat.zip.jpg', size: 1 })).toBe(NOT_TXT_MESSAGE)
  })

  it('refuses a file one byte over 10 MB', () => {
    expect(chatFileProblem({ name: 'chat.txt', size: MAX_CHAT_FILE_BYTES + 1 })).toBe(
      TOO_LARGE_MESSAGE,
    )
  })
})
