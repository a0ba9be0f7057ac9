// The message catalogs: one folder per area of the product, one JSON file per language, ICU
// MessageFormat, English first. An id is `<area>.<what>`; its type comes from the English file,
// so a misspelt id fails `tsc`, and the catalog test fails on a message missing from a
// language, one no code uses, invalid ICU syntax or placeholders that differ.

import type account from './catalogs/account/en.json'
import type analysis from './catalogs/analysis/en.json'
import type auth from './catalogs/auth/en.json'
import type blog from './catalogs/blog/en.json'
import type cleaner from './catalogs/cleaner/en.json'
import type common from './catalogs/common/en.json'
import type compare from './catalogs/compare/en.json'
import type connections from './catalogs/connections/en.json'
import type dashboard from './catalogs/dashboard/en.json'
import type errors from './catalogs/errors/en.json'
import type exports from './catalogs/exports/en.json'
import type gap from './catalogs/gap/en.json'
import type hero from './catalogs/hero/en.json'
import type landing from './catalogs/landing/en.json'
import type mail from './catalogs/mail/en.json'
import type pdf from './catalogs/pdf/en.json'
import type plans from './catalogs/plans/en.json'
import type pricing from './catalogs/pricing/en.json'
import type pwa from './catalogs/pwa/en.json'
import type year from './catalogs/year/en.json'

interface Catalogs {
  account: typeof account
  analysis: typeof analysis
  auth: typeof auth
  blog: typeof blog
  cleaner: typeof cleaner
  common: typeof common
  compare: typeof compare
  connections: typeof connections
  dashboard: typeof dashboard
  errors: typeof errors
  exports: typeof exports
  gap: typeof gap
  hero: typeof hero
  landing: typeof landing
  mail: typeof mail
  pdf: typeof pdf
  plans: typeof plans
  pricing: typeof pricing
  pwa: typeof pwa
  year: typeof year
}

export type Area = keyof Catalogs

/** The areas whose messages the browser loads; `mail` and `pdf` are the server's alone. */
export const WEB_AREAS = [
  'account',
  'analysis',
  'auth',
  'blog',
  'cleaner',
  'common',
  'compare',
  'connections',
  'dashboard',
  'errors',
  'exports',
  'gap',
  'hero',
  'landing',
  'plans',
  'pricing',
  'pwa',
  'year',
] as const satisfies readonly Area[]
export type WebArea = (typeof WEB_AREAS)[number]

export type MessageId = { [A in Area]: keyof Catalogs[A] & string }[Area]

/** Values a message's placeholders take: numbers and dates are formatted by the message. */
export type MessageValues = Record<string, string | number | Date>
