import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '#src/contract/analyses'
import { pickSharedChat } from './pick-shared-chat'

const file = (name: string, size = 100, type = 'text/plain') =>
  new File([new Uint8Array(size)], name, { type })
const note = (name: string, type = 'image/jpeg') => ({ name, type, size: 10 })

describe('the chat among the shared files', () => {
  it('takes WhatsApp’s .txt from among its photos (Android) and the .zip alone (iPhone)', () => {
    const txt = file('WhatsApp Chat with Sam.txt')
    expect(
      pickSharedChat({ chats: [txt], others: [note('IMG-1.jpg'), note('IMG-2.jpg')] }),
    ).toEqual({
      kind: 'chat',
      file: txt,
    })
    const zip = file('WhatsApp Chat - Ann.zip', 100, 'application/zip')
    expect(pickSharedChat({ chats: [zip], others: [] })).toMatchObject({ kind: 'chat', file: zip })
  })

  it('prefers a chat’s own name, then the largest file', () => {
    const notes = file('notes.txt', 9000)
    const chat = file('WhatsApp Chat with Sam.txt', 200)
    expect(pickSharedChat({ chats: [notes, chat], others: [] })).toMatchObject({ file: chat })
    const small = file('a.json', 10, 'application/json')
    const large = file('b.json', 900, 'application/json')
    expect(pickSharedChat({ chats: [small, large], others: [] })).toMatchObject({ file: large })
  })

  it('names a text shared without an extension as one', () => {
    const picked = pickSharedChat({ chats: [file('WhatsApp Chat with Sam')], others: [] })
    expect(picked.kind === 'chat' && picked.file.name).toBe('WhatsApp Chat with Sam.txt')
  })

  it('says what is wrong with a share that holds no chat', () => {
    expect(pickSharedChat(undefined)).toEqual({ kind: 'nothing' })
    expect(pickSharedChat({ chats: [], others: [] })).toEqual({ kind: 'nothing' })
    expect(pickSharedChat({ chats: [], others: [note('scan.pdf', 'application/pdf')] })).toEqual({
      kind: 'not-a-chat',
      name: 'scan.pdf',
    })
    expect(
      pickSharedChat({ chats: [], others: [note('a.jpg'), note('b.jpg'), note('c.mp4')] }),
    ).toEqual({
      kind: 'no-chat-among',
      count: 3,
    })
  })

  it('refuses a chat over the upload limit', () => {
    const big = file('WhatsApp Chat with Kim.txt', MAX_UPLOAD_BYTES + 1)
    expect(pickSharedChat({ chats: [big], others: [] })).toEqual({
      kind: 'too-large',
      name: big.name,
      size: MAX_UPLOAD_BYTES + 1,
    })
  })
})
