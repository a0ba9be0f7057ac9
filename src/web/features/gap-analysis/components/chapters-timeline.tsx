import type { RhythmChapter, RhythmChapters } from '#src/analysis/types'
import { chapterSentence } from '#src/i18n/chapter-texts'
import { dateTimeFormat } from '#src/i18n/format-intl'
import { ChartCard } from '#src/web/components/analysis/charts/chart-card'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

const DAY_MS = 86_400_000

function dayValue(day: string): number {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)
}

/** Days in a chapter, both ends included. */
function lengthInDays(chapter: RhythmChapter): number {
  return Math.max(1, Math.round((dayValue(chapter.end) - dayValue(chapter.start)) / DAY_MS) + 1)
}

/** 'Mar 2023 – Jun 2024' through Intl, in the reader's language. */
function chapterRange(chapter: RhythmChapter, locale: string): string {
  const format = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.formatRange(dayValue(chapter.start), dayValue(chapter.end))
}

const SHADES = ['bg-primary', 'bg-primary/60', 'bg-primary/35'] as const

/** Base and Premium: the lasting changes in the rhythm, each with its plain sentence. */
export function ChaptersTimeline({ chapters }: { chapters: RhythmChapters }) {
  const { t, locale } = useT()
  return (
    <ChartCard title={t('gap.chapters.title')} description={t('gap.chapters.description')}>
      {chapters.tooFewToTell ? (
        <p className="rounded-lg bg-muted px-4 py-3 text-muted-foreground text-sm">
          {t('gap.chapters.tooFew')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {/* The same chapters as the list below, drawn to the length of each; right to left the
              time runs leftwards. */}
          <div aria-hidden="true" className="flex h-3 gap-0.5 overflow-hidden rounded-full">
            {chapters.list.map((chapter, index) => (
              <span
                key={chapter.start}
                className={cn('h-full min-w-1', SHADES[index % SHADES.length])}
                style={{ flexGrow: lengthInDays(chapter), flexBasis: 0 }}
              />
            ))}
          </div>
          <ol className="flex flex-col gap-3">
            {chapters.list.map((chapter, index) => (
              <li key={chapter.start} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className={cn('mt-1 size-3 shrink-0 rounded-full', SHADES[index % SHADES.length])}
                />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="font-medium text-sm">
                    {t('gap.chapters.label', { number: index + 1 })}
                    <span className="text-muted-foreground">
                      {' '}
                      · {chapterRange(chapter, locale)}
                    </span>
                    {chapter.changeClarity ? (
                      <span
                        className={cn(
                          'ms-2 inline-block rounded-full px-2 py-0.5 align-middle font-normal text-xs',
                          chapter.changeClarity === 'clear'
                            ? 'bg-primary/10 text-foreground'
                            : 'bg-muted text-muted-foreground',
                        )}
                      >
                        {t('gap.chapters.clarity', { clarity: chapter.changeClarity })}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm">
                    {chapterSentence(chapter, chapters.list[index - 1] ?? null, t, locale)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          {chapters.list.length === 1 ? (
            <p className="text-muted-foreground text-xs">{t('gap.chapters.steady')}</p>
          ) : null}
          {chapters.list.some((chapter) => chapter.changeClarity) ? (
            <p className="text-muted-foreground text-xs">{t('gap.chapters.clarityNote')}</p>
          ) : null}
        </div>
      )}
    </ChartCard>
  )
}
