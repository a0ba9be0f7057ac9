// The year in review's slides as data, for the page, the image and the picture of each
// (year-story.ts writes them), and the reader's choices for their words.

import type { AppLocale } from '#src/i18n/locales'
import type { Translate } from '#src/web/lib/i18n/use-t'

export type SlideKind =
  | 'opening'
  | 'days'
  | 'messages'
  | 'streak'
  | 'reachOut'
  | 'replies'
  | 'hours'
  | 'biggestDay'
  | 'quiet'
  | 'chapters'
  | 'versus'
  | 'summary'

/** A bar of a slide's picture: its label, its share of the longest bar (0–1) and its figure. */
export interface SlideBar {
  label: string
  share: number
  figure: string
}

export type SlideVisual =
  | { kind: 'bars'; bars: SlideBar[] }
  /** Messages per hour of the week, Monday 00:00 first, as shares of the busiest hour. */
  | { kind: 'hours'; shares: number[]; weekdays: string[] }
  | { kind: 'list'; items: string[] }

export interface YearSlide {
  kind: SlideKind
  /** The small line above the figure. */
  kicker: string
  figure: string
  caption: string
  /** One line: how the figure is counted. */
  how: string
  /** What the export leaves out of this figure, when it does. */
  note?: string
  visual?: SlideVisual
}

export interface StoryOptions {
  /** 'we' speaks for both ("we talked"), 'you' to the reader ("you talked"). */
  voice: 'you' | 'we'
  /** The two sides' names, or null to keep names out (the default). */
  names: { user1: string; user2: string } | null
  /** Shares instead of counts. */
  percentagesOnly: boolean
}

export const DEFAULT_STORY_OPTIONS: StoryOptions = {
  voice: 'you',
  names: null,
  percentagesOnly: false,
}

export interface StoryLanguage {
  t: Translate
  locale: AppLocale
}
