// Every table of Cadence, in one place for Drizzle and drizzle-kit.
export * from './schema/auth'
export * from './schema/billing'
export * from './schema/connections'
export * from './schema/content'
export * from './schema/plans'
