import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AnalysisData, Rhythm } from '#src/analysis/types'
import { user } from './auth'

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = timestamp('updated_at', { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date())
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' })

export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    name: text('name').notNull(),
    relationshipType: text('relationship_type'),
    createdAt,
    updatedAt,
  },
  (t) => [index('connections_user_idx').on(t.userId, t.createdAt.desc())],
)

const connectionId = () =>
  uuid('connection_id')
    .notNull()
    .references(() => connections.id, { onDelete: 'cascade' })

export const connectionAnalyses = pgTable(
  'connection_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: connectionId(),
    userId: userId(),
    rhythmScore: integer('rhythm_score').notNull(),
    communicationPattern: text('communication_pattern').notNull(),
    totalMessages: integer('total_messages').notNull(),
    initiationRate: integer('initiation_rate').notNull(),
    avgResponseTime: text('avg_response_time').notNull(),
    /** Wall-clock times of the export ('YYYY-MM-DDTHH:mm'), no time zone by design. */
    dateRangeStart: text('date_range_start').notNull(),
    dateRangeEnd: text('date_range_end').notNull(),
    analysisData: jsonb('analysis_data').$type<AnalysisData>().notNull(),
    /** The rhythm figures (reply times, chapters, calendar…); null for analyses saved before them. */
    rhythm: jsonb('rhythm').$type<Rhythm>(),
    balanceInsight: text('balance_insight').notNull(),
    responseInsight: text('response_insight').notNull(),
    healthInsight: text('health_insight').notNull(),
    patternInsight: text('pattern_insight').notNull(),
    createdAt,
  },
  (t) => [
    index('connection_analyses_connection_idx').on(t.connectionId, t.createdAt.desc()),
    index('connection_analyses_user_idx').on(t.userId),
  ],
)

export const connectionViewPreferences = pgTable(
  'connection_view_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    connectionId: connectionId(),
    userPrefersViewAs: text('user_prefers_view_as').notNull().default('user1'),
    nickname: text('nickname'),
    createdAt,
    updatedAt,
  },
  (t) => [
    unique('connection_view_preferences_user_connection_key').on(t.userId, t.connectionId),
    index('connection_view_preferences_connection_idx').on(t.connectionId),
    check(
      'connection_view_preferences_view_as_check',
      sql`${t.userPrefersViewAs} in ('user1', 'user2')`,
    ),
  ],
)

export const userAnnotations = pgTable(
  'user_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    connectionId: connectionId(),
    anomalyId: text('anomaly_id').notNull(),
    content: text('content').notNull(),
    annotationType: text('annotation_type').notNull().default('memory'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('user_annotations_user_connection_idx').on(t.userId, t.connectionId, t.createdAt.desc()),
    index('user_annotations_connection_idx').on(t.connectionId),
  ],
)
