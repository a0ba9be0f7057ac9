import type { BadgeProps } from '#src/web/components/ui/badge'

/** docs/product.md §2: green if the pattern contains 'Regular', blue for 'Balanced', purple for 'Deep'. */
export function patternBadgeVariant(pattern: string): BadgeProps['variant'] {
  if (pattern.includes('Regular')) return 'green'
  if (pattern.includes('Balanced')) return 'blue'
  if (pattern.includes('Deep')) return 'purple'
  return 'secondary'
}
