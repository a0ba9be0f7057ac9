import { useMutation } from '@tanstack/react-query'
import { SummaryCardResponseSchema } from '#src/contract/exports'
import { apiFetch } from '../../lib/api-client'
import { downloadFile } from '../../lib/download'
import { saveBlob } from '../../lib/save-blob'
import { toast } from '../../lib/toast'
import type { FileExport } from './export-formats'

type ExportRequest = { format: FileExport; includeNotes: boolean; showName: boolean }

async function runExport(connectionId: string, name: string, request: ExportRequest) {
  const base = `/api/connections/${connectionId}/export`
  if (request.format === 'png') {
    const { card } = await apiFetch(`${base}/card${request.showName ? '?name=1' : ''}`, {
      schema: SummaryCardResponseSchema,
    })
    // The card is drawn here, from the figures only; the drawing code loads with the first card.
    const { summaryCardBlob } = await import('./draw-summary-card')
    saveBlob(await summaryCardBlob(card), `cadence-${request.showName ? name : 'rhythm'}.png`)
    return
  }
  const query = request.includeNotes ? '?notes=1' : ''
  await downloadFile(`${base}/${request.format}${query}`, `cadence-export.${request.format}`)
}

/** One export of a connection, downloaded without leaving the page. */
export function useExport(connectionId: string, name: string) {
  return useMutation({
    mutationFn: (request: ExportRequest) => runExport(connectionId, name, request),
    onSuccess: () => toast.success('Export ready', 'Your file has been downloaded.'),
    onError: (error) => toast.error('Export failed', error.message),
  })
}
