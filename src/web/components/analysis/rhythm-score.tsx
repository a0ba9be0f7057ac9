import { type ScoreBand, scoreBand } from '#src/analysis/score'
import type { MessageId } from '#src/i18n/messages'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

const BAND_STYLES: Record<ScoreBand, { ring: string; text: string; label: MessageId }> = {
  green: {
    ring: 'stroke-success',
    text: 'text-success-soft-foreground',
    label: 'analysis.rhythmScore.band.strong',
  },
  blue: {
    ring: 'stroke-primary',
    text: 'text-primary-soft-foreground',
    label: 'analysis.rhythmScore.band.steady',
  },
  amber: {
    ring: 'stroke-warning',
    text: 'text-warning-soft-foreground',
    label: 'analysis.rhythmScore.band.finding',
  },
}

const RADIUS = 42
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export type RhythmScoreProps = {
  /** 0–100, docs/product.md §9 rhythm score. */
  score: number
  className?: string
}

/** The rhythm score as a ring, coloured by the docs/product.md §9 bands (green ≥ 85, blue ≥ 70, amber below). */
export function RhythmScore({ score, className }: RhythmScoreProps) {
  const band = BAND_STYLES[scoreBand(score)]
  const clamped = Math.min(100, Math.max(0, score))
  const { t } = useT()
  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      <div className="relative size-32">
        <svg viewBox="0 0 100 100" className="-rotate-90 size-full" aria-hidden="true">
          <circle cx="50" cy="50" r={RADIUS} className="fill-none stroke-muted" strokeWidth="9" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            className={cn('fill-none transition-[stroke-dashoffset] duration-700', band.ring)}
            strokeWidth="9"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="font-bold text-4xl tabular-nums" data-testid="rhythm-score">
            {score}
          </span>
          <span className="text-muted-foreground text-xs">
            {t('analysis.rhythmScore.outOf100')}
          </span>
        </div>
      </div>
      <p className="font-medium text-sm">
        <span className="sr-only">{t('analysis.rhythmScore.spoken', { score })} </span>
        <span className={band.text}>{t(band.label)}</span>
      </p>
    </div>
  )
}
