import type { AppLocale } from '#src/i18n/locales'
import { cardFont } from '../exports/summary-card-style'
import { drawYearSlide, IMAGE_SIZES, type ImageShape } from './draw-year-slide'
import type { YearSlide } from './year-slide'

/** The slide as a PNG, drawn on a canvas of its own; null when the browser cannot draw one. */
export async function yearSlideBlob(
  slide: YearSlide,
  shape: ImageShape,
  locale: AppLocale,
): Promise<Blob | null> {
  const { width, height } = IMAGE_SIZES[shape]
  await document.fonts.load(cardFont(800, 120))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) return null
  drawYearSlide(ctx, slide, shape, locale)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
}

/** The image's file name: the year and the slide, never a name. */
export function yearImageName(year: number, slide: YearSlide, shape: ImageShape): string {
  return `cadence-${year}-${slide.kind}-${shape}.png`
}

/** Whether the browser can hand this file to the phone's share sheet. */
export function canShareFile(file: File): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [file] })
  )
}
