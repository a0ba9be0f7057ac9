import { direction } from '#src/i18n/locales'
import { useT } from './use-t'

/**
 * The reader's writing direction, for the Radix parts that set their own `dir` (tabs, selects,
 * menus): left to right unless told, they would turn an Arabic page's tabs and fields back.
 */
export function useDirection(): 'ltr' | 'rtl' {
  return direction(useT().locale)
}
