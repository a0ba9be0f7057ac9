import { numberFormat } from '#src/i18n/format-intl'
import { useT } from '#src/web/lib/i18n/use-t'

const YOURS = 0.67
const THEIRS = 0.33

/** docs/product.md §2 sample: who reaches out first, 67%. */
export function InitiationSample() {
  const { t, locale } = useT()
  return (
    <div
      className="flex flex-col gap-2"
      role="img"
      aria-label={t('landing.features.initiationSample.label', { percent: YOURS })}
    >
      <div className="flex justify-between text-xs">
        <span className="font-medium">{t('landing.features.initiationSample.youStart')}</span>
        <span className="font-semibold tabular-nums">
          {numberFormat(locale, { style: 'percent' }).format(YOURS)}
        </span>
      </div>
      <div className="h-3 overflow-hidden rounded-full bg-accent-soft">
        <div className="h-full w-[67%] rounded-full bg-primary" />
      </div>
      <div className="flex justify-between text-muted-foreground text-xs">
        <span>{t('landing.features.initiationSample.you')}</span>
        <span>{t('landing.features.initiationSample.them', { percent: THEIRS })}</span>
      </div>
    </div>
  )
}
