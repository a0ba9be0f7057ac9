import { type ClassValue, clsx } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { SLIM_TAILWIND_MERGE_CONFIG } from './tailwind-merge-config'

/** tailwind-merge with only the class groups the app uses (equal to `twMerge` on them: cn.test.ts). */
const merge = createTailwindMerge(() => SLIM_TAILWIND_MERGE_CONFIG)

/** Joins class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}
