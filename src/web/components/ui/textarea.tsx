import type { ComponentProps } from 'react'
import { cn } from '#src/web/lib/cn'
import { fieldClasses } from './input'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea className={cn(fieldClasses, 'min-h-24 py-2 leading-relaxed', className)} {...props} />
  )
}
