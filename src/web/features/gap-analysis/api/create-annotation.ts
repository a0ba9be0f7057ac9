import {
  type Annotation,
  AnnotationResponseSchema,
  type CreateAnnotation,
} from '#src/contract/annotations'
import { apiFetch } from '#src/web/lib/api-client'

export async function createAnnotation(
  connectionId: string,
  body: CreateAnnotation,
): Promise<Annotation> {
  const response = await apiFetch(`/api/connections/${connectionId}/annotations`, {
    method: 'POST',
    body,
    schema: AnnotationResponseSchema,
  })
  return response.annotation
}
