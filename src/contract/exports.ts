import { z } from 'zod'
import type { StoredAnalysis } from './analyses'
import type { Annotation } from './annotations'
import type { Connection } from './connections'

// Exports are built from the stored aggregates only: no chat text is ever involved.

/** The JSON export's shape version: bump it when the exported shape changes. */
export const EXPORT_JSON_VERSION = 1

/** `?notes=1` adds the user's memory notes to an export; they are left out otherwise. */
export const ExportQuerySchema = z.object({
  notes: z.enum(['0', '1']).optional(),
})

export const REPORT_SECTIONS = ['summary', 'monthly', 'responses', 'rhythm', 'anomalies'] as const
export const ReportSectionSchema = z.enum(REPORT_SECTIONS)
export type ReportSection = z.infer<typeof ReportSectionSchema>

export const REPORT_MAX_CONNECTIONS = 20
const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM')

/** POST /api/exports/report (Premium): one PDF across connections, a month range and chosen sections. */
export const ReportRequestSchema = z
  .strictObject({
    connectionIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one connection')
      .max(REPORT_MAX_CONNECTIONS),
    from: MonthSchema,
    to: MonthSchema,
    sections: z.array(ReportSectionSchema).min(1, 'Choose at least one section'),
    includeNotes: z.boolean().default(false),
  })
  .refine((body) => body.from <= body.to, {
    message: 'The first month must not be after the last',
    path: ['to'],
  })

/** One connection's part of an export, as the server hands it to a builder. */
export interface ExportItem {
  connection: Pick<Connection, 'id' | 'name' | 'relationshipType'>
  /** The newest analysis, seen from the side the user chose for this connection. */
  analysis: StoredAnalysis
  /** Memory notes, only when the user asked for them; null otherwise. */
  notes: Annotation[] | null
}

/** A report: one or several connections, optionally limited to a month range and to sections. */
export interface ExportReport {
  title: string
  /** Inclusive 'YYYY-MM' bounds; null: the whole analysis. */
  months: { from: string; to: string } | null
  sections: readonly ReportSection[]
  items: ExportItem[]
  /** ISO date-time the report was made. */
  createdAt: string
}

/** The PNG summary card's figures (Premium): content-free; the name only when the user asks. */
export const SummaryCardSchema = z.object({
  name: z.string().nullable(),
  dateRangeStart: z.string(),
  dateRangeEnd: z.string(),
  rhythmScore: z.number(),
  communicationPattern: z.string(),
  totalMessages: z.number(),
  initiationRate: z.number(),
  avgResponseTime: z.string(),
  monthly: z.array(z.object({ month: z.string(), messageCount: z.number() })),
})
export type SummaryCard = z.infer<typeof SummaryCardSchema>
export const SummaryCardResponseSchema = z.object({ card: SummaryCardSchema })

export const EXPORT_NO_ANALYSIS = 'Analyse a chat with this connection before exporting it'
