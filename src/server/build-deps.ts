import type { AppDeps } from './app-deps'
import { createAccounts } from './auth/create-accounts'
import { type BillingTestHooks, createBillingProvider } from './billing/create-billing-provider'
import { createDrain } from './http/drain'

type BaseDeps = Pick<
  AppDeps,
  'config' | 'database' | 'logger' | 'authSecret' | 'webRoot' | 'renderPublicPage'
> &
  Partial<Pick<AppDeps, 'drain'>>

/** Everything the app needs, built one way for the server and for tests. */
export function buildAppDeps(base: BaseDeps, testHooks: BillingTestHooks = {}): AppDeps {
  const billing = createBillingProvider(base.config, base.database.db, testHooks)
  return { ...base, ...createAccounts(base), billing, drain: base.drain ?? createDrain() }
}
