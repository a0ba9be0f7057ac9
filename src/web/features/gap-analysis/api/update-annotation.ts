import { type Annotation, AnnotationResponseSchema } from '#src/contract/annotations'
import { apiFetch } from '#src/web/lib/api-client'

export async function updateAnnotation(
  connectionId: string,
  annotationId: string,
  content: string,
): Promise<Annotation> {
  const response = await apiFetch(`/api/connections/${connectionId}/annotations/${annotationId}`, {
    method: 'PATCH',
    body: { content },
    schema: AnnotationResponseSchema,
  })
  return response.annotation
}
