import type { ComponentProps } from 'react'
import { cn } from '#src/web/lib/cn'

export const fieldClasses =
  'w-full rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:ring-danger/20 sm:text-sm'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        'h-11 file:me-3 file:border-0 file:bg-transparent file:font-medium file:text-sm sm:h-10',
        className,
      )}
      {...props}
    />
  )
}
