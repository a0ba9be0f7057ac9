import { cheapestTierWith, type ExportFormat } from '#src/contract/entitlements'
import type { ReportSection } from '#src/contract/exports'
import type { PlanTier } from '#src/contract/plans'
import type { MessageId } from '#src/i18n/messages'

export type FileExport = Exclude<ExportFormat, 'report'>

export const FILE_EXPORTS: readonly {
  format: FileExport
  label: MessageId
  description: MessageId
  notes: boolean
}[] = [
  {
    format: 'csv',
    label: 'exports.format.csv.label',
    description: 'exports.format.csv.description',
    notes: true,
  },
  {
    format: 'pdf',
    label: 'exports.format.pdf.label',
    description: 'exports.format.pdf.description',
    notes: true,
  },
  {
    format: 'json',
    label: 'exports.format.json.label',
    description: 'exports.format.json.description',
    notes: true,
  },
  {
    format: 'png',
    label: 'exports.format.png.label',
    description: 'exports.format.png.description',
    notes: false,
  },
]

/** The plan an export needs, for its lock badge. */
export function tierFor(format: ExportFormat): Exclude<PlanTier, 'free'> {
  const tier = cheapestTierWith((e) => e.exports.includes(format))
  return tier === 'free' ? 'base' : tier
}

export type ReportConnection = { id: string; name: string; start: string; end: string }

export const SECTION_LABELS: Record<ReportSection, MessageId> = {
  summary: 'exports.section.summary',
  monthly: 'exports.section.monthly',
  responses: 'exports.section.responses',
  rhythm: 'exports.section.rhythm',
  anomalies: 'exports.section.anomalies',
}
