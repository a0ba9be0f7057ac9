import { describe, expect, it } from 'vitest'
import { fontkitReverses, type Line, layoutText } from './pdf-bidi'

// One point per character, so widths and positions are easy to follow.
const measure = (text: string) => [...text].length

/** Each piece as drawn: reversed where fontkit reverses it, as the reader sees it. */
const seen = (line: Line | undefined) =>
  (line?.pieces ?? [])
    .map((piece) => (fontkitReverses(piece.text) ? [...piece.text].reverse().join('') : piece.text))
    .join('')

describe('right-to-left lines', () => {
  it('put Arabic words from right to left, each handed over in reading order to be shaped', () => {
    const [line] = layoutText('مرحبا بالعالم', { direction: 'rtl' }, measure)
    expect(line?.pieces.map((p) => p.text)).toEqual(['بالعالم', ' ', 'مرحبا'])
    expect(line?.pieces.map((p) => p.face)).toEqual(['arabic', 'arabic', 'arabic'])
    expect(line?.pieces.map((p) => p.x)).toEqual([0, 7, 8])
    expect(line?.width).toBe(13)
  })

  it('keep numbers and Latin names left to right inside an Arabic line', () => {
    const [line] = layoutText('أرسل Alex ‏13,818 رسالة', { direction: 'rtl' }, measure)
    expect(seen(line)).toBe('ةلاسر 13,818 Alex لسرأ')
    const latin = line?.pieces.filter((p) => p.face === 'latin' && p.text.trim())
    expect(latin?.map((p) => p.text.trim())).toEqual(['13,818', 'Alex'])
  })

  it('keep Arabic-Indic digits in their order, though fontkit reverses their script', () => {
    const [line] = layoutText('عام ٢٠٢٤', { direction: 'rtl' }, measure)
    expect(line?.pieces[0]?.text).toBe('٤٢٠٢')
    expect(seen(line)).toBe('٢٠٢٤ ماع')
  })

  it('keep a percentage that Intl marks left to right whole, and mirror brackets', () => {
    const [line] = layoutText(
      'في المعتاد (\u200e+5,446\u200e%\u200e)',
      { direction: 'rtl' },
      measure,
    )
    expect(seen(line)).toBe('(+5,446%) داتعملا يف')
    // The direction marks have no glyph: they are never drawn.
    expect(line?.pieces.some((p) => /[\u200e\u200f\u061c]/.test(p.text))).toBe(false)
  })

  it('wrap in reading order: the first words are on the first line', () => {
    const lines = layoutText('واحد اثنان ثلاثة أربعة', { direction: 'rtl', maxWidth: 12 }, measure)
    expect(lines.map(seen)).toEqual(['نانثا دحاو', 'ةعبرأ ةثالث'])
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(12)
  })

  it('cut one line at its logical end with an ellipsis', () => {
    const [line, more] = layoutText(
      'واحد اثنان ثلاثة',
      { direction: 'rtl', maxWidth: 9, oneLine: true },
      measure,
    )
    expect(more).toBeUndefined()
    expect(line?.width).toBeLessThanOrEqual(9)
    expect(seen(line)).toBe('…نثا دحاو')
  })
})

describe('left-to-right lines', () => {
  it('keep Latin text as it is, in one piece per face', () => {
    const [line] = layoutText('Alex · 13,818', { direction: 'ltr' }, measure)
    expect(line?.pieces.map((p) => p.text)).toEqual(['Alex · 13,818'])
  })

  it('put an Arabic name right to left among Latin words', () => {
    const [line] = layoutText('Rhythm with محمد علي today', { direction: 'ltr' }, measure)
    expect(seen(line)).toBe('Rhythm with يلع دمحم today')
  })
})

describe('fontkit', () => {
  it('reverses text whose first letter is of a right-to-left script, and no other', () => {
    expect(fontkitReverses('مرحبا')).toBe(true)
    expect(fontkitReverses('(مرحبا')).toBe(true)
    expect(fontkitReverses('٢٠٢٤')).toBe(true)
    expect(fontkitReverses('Alex مرحبا')).toBe(false)
    expect(fontkitReverses('13,818 ·')).toBe(false)
  })
})
