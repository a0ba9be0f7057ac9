import { useT } from '#src/web/lib/i18n/use-t'

/** docs/product.md §2 samples: you answer in 12 minutes, they in 2.2 hours. */
export function ResponseSample() {
  const { t } = useT()
  const rows = [
    {
      key: 'you',
      who: t('landing.features.responseSample.you'),
      value: t('landing.features.responseSample.minutes', { count: 12 }),
      width: 'w-[18%]',
      colour: 'bg-primary',
    },
    {
      key: 'them',
      who: t('landing.features.responseSample.them'),
      value: t('landing.features.responseSample.hours', { count: 2.2 }),
      width: 'w-[85%]',
      colour: 'bg-accent',
    },
  ]
  return (
    <ul className="flex flex-col gap-3" aria-label={t('landing.features.responseSample.label')}>
      {rows.map((row) => (
        <li key={row.key} className="flex flex-col gap-1">
          <div className="flex justify-between text-xs">
            <span className="font-medium">{row.who}</span>
            <span className="font-semibold tabular-nums">{row.value}</span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-muted">
            <div className={`h-full rounded-full ${row.width} ${row.colour}`} />
          </div>
        </li>
      ))}
    </ul>
  )
}
