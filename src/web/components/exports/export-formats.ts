import { cheapestTierWith, type ExportFormat } from '#src/contract/entitlements'
import type { ReportSection } from '#src/contract/exports'
import type { PlanTier } from '#src/contract/plans'

export type FileExport = Exclude<ExportFormat, 'report'>

export const FILE_EXPORTS: readonly {
  format: FileExport
  label: string
  description: string
  notes: boolean
}[] = [
  {
    format: 'csv',
    label: 'CSV',
    description: 'Figures, months and events, for a spreadsheet.',
    notes: true,
  },
  {
    format: 'pdf',
    label: 'PDF report',
    description: 'A designed report with charts.',
    notes: true,
  },
  { format: 'json', label: 'JSON', description: 'The stored result, versioned.', notes: true },
  {
    format: 'png',
    label: 'PNG summary card',
    description: 'An image to keep or share, with no words from your chat.',
    notes: false,
  },
]

/** The plan an export needs, for its lock badge. */
export function tierFor(format: ExportFormat): Exclude<PlanTier, 'free'> {
  const tier = cheapestTierWith((e) => e.exports.includes(format))
  return tier === 'free' ? 'base' : tier
}

export type ReportConnection = { id: string; name: string; start: string; end: string }

export const SECTION_LABELS: Record<ReportSection, string> = {
  summary: 'Summary and insights',
  monthly: 'Monthly activity chart',
  responses: 'Replies and response times',
  anomalies: 'Long silences and changes',
}
