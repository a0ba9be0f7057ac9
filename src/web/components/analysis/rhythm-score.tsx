import { type ScoreBand, scoreBand } from '#src/analysis/score'
import { cn } from '../../lib/cn'

const BAND_STYLES: Record<ScoreBand, { ring: string; text: string; label: string }> = {
  green: { ring: 'stroke-success', text: 'text-success-soft-foreground', label: 'Strong rhythm' },
  blue: { ring: 'stroke-primary', text: 'text-primary-soft-foreground', label: 'Steady rhythm' },
  amber: {
    ring: 'stroke-warning',
    text: 'text-warning-soft-foreground',
    label: 'Finding its rhythm',
  },
}

const RADIUS = 42
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export type RhythmScoreProps = {
  /** 0–100, spec §9 rhythm score. */
  score: number
  className?: string
}

/** The rhythm score as a ring, coloured by the spec §9 bands (green ≥ 85, blue ≥ 70, amber below). */
export function RhythmScore({ score, className }: RhythmScoreProps) {
  const band = BAND_STYLES[scoreBand(score)]
  const clamped = Math.min(100, Math.max(0, score))
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
          <span className="text-muted-foreground text-xs">out of 100</span>
        </div>
      </div>
      <p className="font-medium text-sm">
        <span className="sr-only">Rhythm score {score} out of 100: </span>
        <span className={band.text}>{band.label}</span>
      </p>
    </div>
  )
}
