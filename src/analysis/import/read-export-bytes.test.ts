import { describe, expect, it } from 'vitest'
import { exportBytesToText } from './read-export-bytes'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('exportBytesToText', () => {
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
