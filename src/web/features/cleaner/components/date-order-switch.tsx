// Shown when the file alone cannot tell 03/04 (3 April) from 03/04 (March 4).

import type { DateOrder } from '#src/analysis/import/date-order'
import type { MessageId } from '#src/i18n/messages'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'

const CHOICES: { value: DateOrder; label: MessageId; example: MessageId }[] = [
  {
    value: 'dmy',
    label: 'cleaner.dateOrder.dayFirst',
    example: 'cleaner.dateOrder.dayFirstExample',
  },
  {
    value: 'mdy',
    label: 'cleaner.dateOrder.monthFirst',
    example: 'cleaner.dateOrder.monthFirstExample',
  },
]

export function DateOrderSwitch({
  value,
  onChange,
  disabled,
}: {
  value: DateOrder
  onChange: (order: DateOrder) => void
  disabled?: boolean
}) {
  const { t } = useT()
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-warning-soft p-4 text-sm text-warning-soft-foreground">
      <legend className="sr-only">{t('cleaner.dateOrder.legend')}</legend>
      <p>
        <T id="cleaner.dateOrder.check" values={{ order: value }} components={{ 0: <strong /> }} />
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="date-order"
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{t(choice.label)}</span>{' '}
              <span className="opacity-80">{t(choice.example)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
