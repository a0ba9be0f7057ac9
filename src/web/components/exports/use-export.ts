import { useMutation } from '@tanstack/react-query'
import { SummaryCardResponseSchema } from '#src/contract/exports'
import type { AppLocale } from '#src/i18n/locales'
import { apiFetch } from '#src/web/lib/api-client'
import { downloadFile } from '#src/web/lib/download'
import { type Translate, useT } from '#src/web/lib/i18n/use-t'
import { saveBlob } from '#src/web/lib/save-blob'
import { toast } from '#src/web/lib/toast'
import type { FileExport } from './export-formats'

type ExportRequest = { format: FileExport; includeNotes: boolean; showName: boolean }

async function runExport(
  connectionId: string,
  name: string,
  request: ExportRequest,
  language: { t: Translate; locale: AppLocale },
) {
  const base = `/api/connections/${connectionId}/export`
  if (request.format === 'png') {
    const { card } = await apiFetch(`${base}/card${request.showName ? '?name=1' : ''}`, {
      schema: SummaryCardResponseSchema,
    })
    // The card is drawn here, from the figures only; the drawing code loads with the first card.
    const { summaryCardBlob } = await import('./draw-summary-card')
    saveBlob(
      await summaryCardBlob(card, language),
      `cadence-${request.showName ? name : 'rhythm'}.png`,
    )
    return
  }
  const query = request.includeNotes ? '?notes=1' : ''
  await downloadFile(`${base}/${request.format}${query}`, `cadence-export.${request.format}`)
}

/** One export of a connection, downloaded without leaving the page. */
export function useExport(connectionId: string, name: string) {
  const { t, locale } = useT()
  return useMutation({
    mutationFn: (request: ExportRequest) => runExport(connectionId, name, request, { t, locale }),
    onSuccess: () => toast.success(t('exports.export.readyTitle'), t('exports.export.ready')),
    onError: (error) => toast.error(t('exports.export.failedTitle'), error.message),
  })
}
