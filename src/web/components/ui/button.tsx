import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#src/web/lib/cn'
import { Slot } from './slot'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium text-sm transition-[color,background-color,border-color,box-shadow,transform] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:translate-y-px disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70',
        outline:
          'border border-input bg-surface text-foreground shadow-xs hover:border-primary/40 hover:bg-primary-soft hover:text-primary-soft-foreground',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline active:translate-y-0',
      },
      size: {
        // On a phone's screen every size is at least 44 px tall, a finger's reach.
        sm: 'h-11 px-3 text-xs sm:h-8',
        default: 'h-11 px-4 sm:h-10',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 sm:size-10',
        'icon-sm': 'size-11 sm:size-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with button styling. */
    asChild?: boolean
  }

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
