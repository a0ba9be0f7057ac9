import { type FormEvent, useId, useState } from 'react'
import type { CreateConnection, RelationshipType } from '#src/contract/connections'
import { CONNECTION_NAME_MAX_LENGTH } from '#src/contract/connections'
import { RelationshipTypeSelect } from '#src/web/components/connections/relationship-type-select'
import { Field, FormField } from '#src/web/components/forms/form-field'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'

type ConnectionFormProps = {
  busy: boolean
  onSubmit: (values: CreateConnection) => void
}

/** docs/product.md §5 connection form: the name is required and trimmed; submit waits for a name. */
export function ConnectionForm({ busy, onSubmit }: ConnectionFormProps) {
  const { t } = useT()
  const typeLabel = t('connections.form.relationshipType')
  const nameId = useId()
  const typeId = useId()
  const [name, setName] = useState('')
  const [relationshipType, setRelationshipType] = useState<RelationshipType | null>(null)
  const trimmed = name.trim()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed || busy) return
    onSubmit({ name: trimmed, relationshipType })
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <FormField
        id={nameId}
        label={t('connections.form.name')}
        hint={t('connections.form.nameHint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={CONNECTION_NAME_MAX_LENGTH}
        autoComplete="off"
        required
        autoFocus
      />
      <Field id={typeId} label={typeLabel}>
        {({ id }) => (
          <RelationshipTypeSelect
            id={id}
            label={typeLabel}
            value={relationshipType}
            onChange={setRelationshipType}
            disabled={busy}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={!trimmed || busy}>
        {busy ? t('connections.form.creating') : t('connections.form.create')}
      </Button>
    </form>
  )
}
