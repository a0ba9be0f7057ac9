import { Progress as ProgressPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { direction } from '#src/i18n/locales'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

export function Progress({
  className,
  value,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = Math.min(100, Math.max(0, value ?? 0))
  // The bar fills from the start of the line: from the right in a right-to-left language.
  const { locale } = useT()
  const towardsStart = direction(locale) === 'rtl' ? '' : '-'
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary-soft', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full rounded-full bg-primary transition-transform duration-300 ease-out"
        style={{ transform: `translateX(${towardsStart}${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}
