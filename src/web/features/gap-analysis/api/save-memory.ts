import { useMutation, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '#src/web/lib/query-keys'
import { createAnnotation } from './create-annotation'
import { updateAnnotation } from './update-annotation'

type SaveMemory = { anomalyId: string; content: string; existingId: string | null }

/** Saves an anomaly's memory note: a new note, or an edit of the one already saved. */
export function useSaveMemory(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ anomalyId, content, existingId }: SaveMemory) =>
      existingId
        ? updateAnnotation(connectionId, existingId, content)
        : createAnnotation(connectionId, { anomalyId, content }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.connections.annotations(connectionId) }),
  })
}
