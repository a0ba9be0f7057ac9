import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#src/web/lib/cn'

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        green: 'border-transparent bg-success-soft text-success-soft-foreground',
        blue: 'border-transparent bg-info-soft text-info-soft-foreground',
        purple: 'border-transparent bg-purple-soft text-purple-soft-foreground',
        red: 'border-transparent bg-danger-soft text-danger-soft-foreground',
        yellow: 'border-transparent bg-warning-soft text-warning-soft-foreground',
        accent: 'border-transparent bg-accent-soft text-accent-soft-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
