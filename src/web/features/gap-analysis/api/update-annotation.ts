import { type Annotation, AnnotationResponseSchema } from '../../../../contract/annotations'
import { apiFetch } from '../../../lib/api-client'

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
