import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import type { SlideVisual, YearSlide } from './year-slide'

/** One slide on the page: the same words the saved image carries. */
export function SlideView({ slide }: { slide: YearSlide }) {
  const { t } = useT()
  return (
    <div className="flex h-full flex-col gap-4 p-6 sm:p-10">
      <p className="font-semibold text-primary-foreground/80 text-sm uppercase tracking-wider">
        {slide.kicker}
      </p>
      <div className="flex flex-col gap-2">
        <p
          className={cn(
            'font-extrabold text-white leading-none tracking-tight',
            slide.figure.length > 14 ? 'text-3xl sm:text-4xl' : 'text-5xl sm:text-7xl',
          )}
          data-testid="year-figure"
        >
          {slide.figure}
        </p>
        <p className="max-w-prose text-lg text-primary-foreground/90">{slide.caption}</p>
      </div>
      {slide.visual ? <Visual visual={slide.visual} /> : null}
      <div className="mt-auto flex flex-col gap-1 text-primary-foreground/80 text-xs sm:text-sm">
        {slide.note ? <p className="font-medium text-white">{slide.note}</p> : null}
        <p>
          <span className="font-semibold">{t('year.slides.howLabel')}: </span>
          {slide.how}
        </p>
      </div>
    </div>
  )
}

function Visual({ visual }: { visual: SlideVisual }) {
  if (visual.kind === 'bars') {
    return (
      <ul className="flex flex-col gap-3">
        {visual.bars.map((bar) => (
          <li key={bar.label} className="flex flex-col gap-1">
            <div className="flex justify-between gap-3 text-sm text-white">
              <span className="truncate">{bar.label}</span>
              <span className="font-semibold tabular-nums">{bar.figure}</span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-white/15">
              <div
                className="h-full rounded-full bg-accent"
                style={{ width: `${Math.round(Math.min(1, Math.max(0, bar.share)) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    )
  }
  if (visual.kind === 'list') {
    return (
      <ul className="flex flex-col gap-2 text-base text-white">
        {visual.items.map((item) => (
          <li key={item} className="rounded-lg bg-white/10 px-3 py-2">
            {item}
          </li>
        ))}
      </ul>
    )
  }
  // A drawing, like a chart: the hours run left to right in every language.
  return (
    <figure
      className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1"
      aria-hidden="true"
      dir="ltr"
    >
      {visual.weekdays.map((weekday, day) => (
        <HourRow
          key={weekday}
          weekday={weekday}
          shares={visual.shares.slice(day * 24, day * 24 + 24)}
        />
      ))}
    </figure>
  )
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

function HourRow({ weekday, shares }: { weekday: string; shares: number[] }) {
  return (
    <>
      <span className="text-primary-foreground/80 text-xs">{weekday}</span>
      <div className="grid grid-cols-24 gap-px">
        {HOURS.map((hour) => (
          <span
            key={hour}
            className="h-3 rounded-[2px] bg-accent sm:h-4"
            style={{ opacity: 0.12 + 0.88 * (shares[hour] ?? 0) }}
          />
        ))}
      </div>
    </>
  )
}
