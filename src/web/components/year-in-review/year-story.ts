import type { AnalysisResult } from '#src/analysis/types'
import { type Context, sides } from './story-context'
import { biggestDay, chapters, hours, quiet, summary, versus } from './story-slides-moments'
import { days, messages, opening, reachOut, replies, streak } from './story-slides-year'
import {
  DEFAULT_STORY_OPTIONS,
  type StoryLanguage,
  type StoryOptions,
  type YearSlide,
} from './year-slide'

// The year in review as slides: each one idea, each from the saved figures of one calendar
// year (rhythm.years), each with how it was counted. One text for the page and the image.

/** The years a saved analysis covers, newest first; empty for an analysis saved before them. */
export function storyYears(result: AnalysisResult): number[] {
  return (result.rhythm?.years ?? []).map((y) => y.year).reverse()
}

/** The newest year with a message. */
export function latestStoryYear(result: AnalysisResult): number | null {
  const years = result.rhythm?.years ?? []
  for (let i = years.length - 1; i >= 0; i--) {
    const year = years[i]
    if (year && year.messages > 0) return year.year
  }
  return null
}

const SLIDES = [
  opening,
  days,
  messages,
  streak,
  reachOut,
  replies,
  hours,
  biggestDay,
  quiet,
  chapters,
  versus,
  summary,
] as const

/**
 * The slides of one year: null when the analysis has no such year. A year without a message
 * has its opening alone; a figure the year cannot support is left out.
 */
export function yearStory(
  result: AnalysisResult,
  yearNumber: number,
  { t, locale }: StoryLanguage,
  options: StoryOptions = DEFAULT_STORY_OPTIONS,
): YearSlide[] | null {
  const years = result.rhythm?.years ?? []
  const index = years.findIndex((y) => y.year === yearNumber)
  const year = years[index]
  if (!year) return null
  const [side1, side2] = sides(t, options)
  const context: Context = {
    year,
    previous: years[index - 1],
    result,
    t,
    locale,
    options,
    side1,
    side2,
  }
  if (year.messages === 0) return [opening(context)]
  return SLIDES.map((slide) => slide(context)).filter((s): s is YearSlide => s !== null)
}
