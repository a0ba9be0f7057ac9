import { type FormEvent, useId, useState } from 'react'
import {
  CONNECTION_NAME_MAX_LENGTH,
  type Connection,
  type RelationshipType,
} from '#src/contract/connections'
import { RelationshipTypeSelect } from '#src/web/components/connections/relationship-type-select'
import { Field, FormField } from '#src/web/components/forms/form-field'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardHeader } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useUpdateConnection } from '../api/update-connection'

/** Rename and change the relationship type. */
export function ConnectionDetailsForm({ connection }: { connection: Connection }) {
  const { t } = useT()
  const typeLabel = t('connections.details.relationshipType')
  const nameId = useId()
  const typeId = useId()
  const [name, setName] = useState(connection.name)
  const [type, setType] = useState<RelationshipType | null>(connection.relationshipType)
  const update = useUpdateConnection(connection.id)
  const trimmed = name.trim()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed) return
    update.mutate(
      { name: trimmed, relationshipType: type },
      {
        onSuccess: (saved) => {
          setName(saved.name)
          toast.success(
            t('connections.details.updatedTitle'),
            t('connections.details.updatedBody', { name: saved.name }),
          )
        },
        onError: (error) => toast.error(t('connections.toast.error'), error.message),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">{t('connections.details.title')}</h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <FormField
            id={nameId}
            label={t('connections.details.name')}
            value={name}
            maxLength={CONNECTION_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            required
          />
          <Field id={typeId} label={typeLabel}>
            {({ id }) => (
              <RelationshipTypeSelect id={id} label={typeLabel} value={type} onChange={setType} />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={!trimmed || update.isPending}>
            {update.isPending ? t('connections.saving') : t('connections.details.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
