import { describe, expect, it } from 'vitest'
import {
  categoryBadgeStyle,
  categoryTint,
  contrastRatio,
  MIN_TEXT_CONTRAST,
} from './category-color'

describe('category badge colours', () => {
  it('measures contrast like WCAG: black on white is 21:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
  })

  it.each(['#3b82c4', '#d0743c', '#7c5cc4', '#c4507e', '#2e9a78', '#ffff00', '#ffffff'])(
    'keeps %s badge text readable (at least 4.5:1) in both themes',
    (hex) => {
      for (const scheme of ['light', 'dark'] as const) {
        const { text, background } = categoryTint(hex, scheme)
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
      }
    },
  )

  it('leaves a colour that is already dark enough as it is', () => {
    expect(categoryTint('#1e3a8a').text).toEqual([30, 58, 138])
  })

  it('tints the background with a pale wash of the colour', () => {
    // 14% of #2e9a78 over white: 255 - 0.14 * (255 - 46) = 225.74 → 226, and so on.
    expect(categoryBadgeStyle('#2e9a78')['--tint-bg']).toBe('rgb(226 241 236)')
  })
})
