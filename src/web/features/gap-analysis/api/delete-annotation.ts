import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AnnotationDeletedSchema } from '#src/contract/annotations'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Really deletes the note on the server (docs/product.md §3). */
export function useDeleteAnnotation(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (annotationId: string) =>
      apiFetch(`/api/connections/${connectionId}/annotations/${annotationId}`, {
        method: 'DELETE',
        schema: AnnotationDeletedSchema,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.connections.annotations(connectionId) }),
  })
}
