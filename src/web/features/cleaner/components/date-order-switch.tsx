// Shown when the file alone cannot tell 03/04 (3 April) from 03/04 (March 4).

import type { DateOrder } from '#src/analysis/import/date-order'

const CHOICES: { value: DateOrder; label: string; example: string }[] = [
  { value: 'dmy', label: 'Day first', example: '31/12 is 31 December' },
  { value: 'mdy', label: 'Month first', example: '12/31 is December 31' },
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
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-warning-soft p-4 text-sm text-warning-soft-foreground">
      <legend className="sr-only">Date order</legend>
      <p>
        <strong>Check the dates.</strong> Every day in this chat is 12 or lower, so its dates could
        be day-first or month-first. We read them as {value === 'dmy' ? 'day-first' : 'month-first'}
        . If that is wrong, switch:
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
              <span className="font-medium">{choice.label}</span>{' '}
              <span className="opacity-80">({choice.example})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
