import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type Annotation,
  AnnotationResponseSchema,
  type CreateAnnotation,
} from '#src/contract/annotations'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

type SaveMemory = CreateAnnotation & { existingId: string | null }

/** A new note (POST) or an edit of the one already saved (PATCH). */
async function saveMemory(
  connectionId: string,
  { anomalyId, content, existingId }: SaveMemory,
): Promise<Annotation> {
  const notes = `/api/connections/${connectionId}/annotations`
  const response = existingId
    ? await apiFetch(`${notes}/${existingId}`, {
        method: 'PATCH',
        body: { content },
        schema: AnnotationResponseSchema,
      })
    : await apiFetch(notes, {
        method: 'POST',
        body: { anomalyId, content },
        schema: AnnotationResponseSchema,
      })
  return response.annotation
}

/** Saves an anomaly's memory note: a new note, or an edit of the one already saved. */
export function useSaveMemory(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (memory: SaveMemory) => saveMemory(connectionId, memory),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.connections.annotations(connectionId) }),
  })
}
