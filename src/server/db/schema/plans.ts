import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * One row per analysis a user saved, kept apart from the analyses so that deleting a
 * connection does not hand its month's allowance back. Only the user's own deletion removes it.
 */
export const analysisUsage = pgTable(
  'analysis_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** full: the whole chat; recent: at most its last six months. */
    kind: text('kind', { enum: ['full', 'recent'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analysis_usage_user_created_idx').on(t.userId, t.createdAt),
    check('analysis_usage_kind_check', sql`${t.kind} in ('full', 'recent')`),
  ],
)
