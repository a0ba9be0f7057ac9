import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import type { AnalysisResult } from '#src/analysis/types'
import { direction } from '#src/i18n/locales'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { Button } from '../ui/button'
import { SlideView } from './slide-view'
import { useSlideDeck } from './use-slide-deck'
import { YearImagePanel } from './year-image-panel'
import { DEFAULT_STORY_OPTIONS, type StoryOptions } from './year-slide'
import { yearStory } from './year-story'

type YearSlidesProps = {
  /** The analysis as the reader sees it (view-as applied). */
  result: AnalysisResult
  year: number
  /** Names the person may put on the image; null where there are none (try-it, the demo). */
  names: { user1: string; user2: string } | null
}

/** The year in review: a deck of slides to move through, keep and share. */
export function YearSlides({ result, year, names }: YearSlidesProps) {
  const { t, locale } = useT()
  const [options, setOptions] = useState<StoryOptions>(DEFAULT_STORY_OPTIONS)
  const slides = useMemo(
    () => yearStory(result, year, { t, locale }, options) ?? [],
    [result, year, t, locale, options],
  )
  const rtl = direction(locale) === 'rtl'
  const deck = useSlideDeck(slides.length, rtl)
  const hintId = useId()
  const current = slides[Math.min(deck.index, slides.length - 1)]
  if (!current) return null

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <section
        aria-roledescription="carousel"
        aria-label={t('year.slides.label', { year: String(year) })}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys
        tabIndex={0}
        onKeyDown={deck.onKeyDown}
        className="flex w-full max-w-md flex-col gap-3 self-center rounded-3xl outline-none focus-visible:ring-4 focus-visible:ring-ring lg:self-start"
        data-testid="year-slides"
        data-total={slides.length}
      >
        <ol className="flex gap-1" aria-hidden="true">
          {slides.map((slide, i) => (
            <li
              key={slide.kind}
              className={cn(
                'h-1 flex-1 rounded-full transition-colors motion-reduce:transition-none',
                i <= deck.index ? 'bg-primary' : 'bg-muted',
              )}
            />
          ))}
        </ol>
        <div
          className="relative aspect-[9/14] touch-pan-y lg:aspect-[4/5] select-none overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-[#3a2ea4] text-white shadow-lg"
          onPointerDown={deck.onPointerDown}
          onPointerUp={deck.onPointerUp}
          aria-live={deck.playing ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <section
              key={slide.kind}
              aria-roledescription="slide"
              aria-label={t('year.slides.slide', { number: i + 1, total: slides.length })}
              hidden={i !== deck.index}
              data-slide={slide.kind}
              className="absolute inset-0 animate-fade-in overflow-y-auto motion-reduce:animate-none"
            >
              <SlideView slide={slide} />
            </section>
          ))}
        </div>
        <DeckControls deck={deck} total={slides.length} rtl={rtl} />
        <p id={hintId} className="text-center text-muted-foreground text-xs">
          {t('year.slides.keys')}
        </p>
      </section>
      <YearImagePanel
        slide={current}
        year={year}
        options={options}
        onOptionsChange={setOptions}
        names={names}
      />
    </div>
  )
}

/** Back, play or pause, where the deck is, and forward: the arrows point the way the slides run. */
function DeckControls({
  deck,
  total,
  rtl,
}: {
  deck: ReturnType<typeof useSlideDeck>
  total: number
  rtl: boolean
}) {
  const { t } = useT()
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight]
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="icon"
        onClick={deck.previous}
        disabled={deck.index === 0}
        aria-label={t('year.slides.previous')}
      >
        <Back aria-hidden="true" />
      </Button>
      <Button variant="ghost" onClick={deck.togglePlaying} aria-pressed={deck.playing}>
        {deck.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {deck.playing ? t('year.slides.pause') : t('year.slides.play')}
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums" aria-hidden="true">
        {deck.index + 1} / {total}
      </span>
      <Button
        variant="outline"
        size="icon"
        onClick={deck.next}
        disabled={deck.index === total - 1}
        aria-label={t('year.slides.next')}
      >
        <Forward aria-hidden="true" />
      </Button>
    </div>
  )
}
