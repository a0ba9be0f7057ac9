import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { cleanExport } from './clean-export'
import { UnknownExportFormatError } from './import-errors'
import { exportBytesToText } from './read-export-bytes'

const CHAT = '[16/03/2022, 15:10:17] Anna: hi 🙂\r\n[16/03/2022, 15:11:02] Ben: hello\r\n'

describe('exportBytesToText', () => {
  it('decodes text as UTF-8, whatever the file is called', () => {
    expect(exportBytesToText(strToU8(CHAT), 'WhatsApp Chat with Anna.txt')).toBe(CHAT)
    expect(exportBytesToText(strToU8('\ufeffZoë'))).toBe('Zoë')
  })

  it('decodes UTF-16 text that starts with its byte-order mark', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x5a, 0x00, 0xeb, 0x00])
    expect(exportBytesToText(utf16)).toBe('Zë')
  })

  it("takes _chat.txt out of an iPhone's zip, next to the photos, and it cleans", () => {
    const zip = zipSync({
      '_chat.txt': strToU8(CHAT),
      '00000012-PHOTO-2022-03-16-15-10-17.jpg': new Uint8Array(2048).fill(7),
    })
    const text = exportBytesToText(zip, 'WhatsApp Chat - Anna.zip')
    expect(text).toBe(CHAT)
    expect(cleanExport(text).text).toBe('16/03/22, 15:10 - User 1\n16/03/22, 15:11 - User 2\n')
  })

  it('knows a zip by its bytes, not its name', () => {
    const zip = zipSync({ 'WhatsApp Chat with Anna.txt': strToU8(CHAT) })
    expect(exportBytesToText(zip, 'download')).toBe(CHAT)
  })

  it('takes the one .txt, or else the one .json or .csv, and leaves macOS clutter out', () => {
    const zip = zipSync({
      'chat/WhatsApp Chat with Anna.txt': strToU8(CHAT),
      '__MACOSX/chat/._WhatsApp Chat with Anna.txt': strToU8('junk'),
    })
    expect(exportBytesToText(zip)).toBe(CHAT)
    const json = zipSync({
      'result.json': strToU8('{"messages": []}'),
      'photo.jpg': new Uint8Array(3),
    })
    expect(exportBytesToText(json)).toBe('{"messages": []}')
  })

  it('refuses a zip with no chat, or with several text files, saying what to do', () => {
    const photos = zipSync({ 'a.jpg': new Uint8Array(3), 'b.png': new Uint8Array(3) })
    expect(() => exportBytesToText(photos)).toThrow(/holds no chat export/)
    const several = zipSync({ 'a.txt': strToU8('a'), 'b.txt': strToU8('b') })
    expect(() => exportBytesToText(several)).toThrow(/several text files/)
    expect(() => exportBytesToText(zipSync({}))).toThrow(UnknownExportFormatError)
  })

  it('refuses a damaged zip and a file named .zip that is not one', () => {
    const zip = zipSync({ '_chat.txt': strToU8(CHAT.repeat(50)) })
    expect(() => exportBytesToText(zip.subarray(0, zip.length - 30))).toThrow(
      UnknownExportFormatError,
    )
    expect(() => exportBytesToText(strToU8(CHAT), 'chat.zip')).toThrow(/not a zip archive/)
  })
})

describe('exportBytesToText on plain text', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('decodes UTF-8 in one piece, multi-byte characters included', () => {
    const text = '[١٨‏/٣‏/٢٠٢٢، ٢:٥٦:٠٠ م] Dmitry: 😊\n'
    expect(exportBytesToText(bytes(text), '_chat.txt')).toBe(text)
  })

  it('drops a leading byte-order mark and keeps the ones inside the text', () => {
    const decoded = exportBytesToText(
      bytes('\ufeff29.01.18, 12:24 - A: x\n\ufeff29.01.18, 12:25 - B: y'),
    )
    expect(decoded).toBe('29.01.18, 12:24 - A: x\n\ufeff29.01.18, 12:25 - B: y')
  })
})
