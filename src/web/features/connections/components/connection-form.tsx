import { type FormEvent, useId, useState } from 'react'
import type { CreateConnection, RelationshipType } from '#src/contract/connections'
import { CONNECTION_NAME_MAX_LENGTH } from '#src/contract/connections'
import { RelationshipTypeSelect } from '#src/web/components/connections/relationship-type-select'
import { Button } from '#src/web/components/ui/button'
import { Input } from '#src/web/components/ui/input'
import { Label } from '#src/web/components/ui/label'
import { useT } from '#src/web/lib/i18n/use-t'

type ConnectionFormProps = {
  busy: boolean
  onSubmit: (values: CreateConnection) => void
}

/** docs/product.md §5 connection form: the name is required and trimmed; submit waits for a name. */
export function ConnectionForm({ busy, onSubmit }: ConnectionFormProps) {
  const { t } = useT()
  const nameId = useId()
  const hintId = useId()
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
      <div className="flex flex-col gap-2">
        <Label htmlFor={nameId}>{t('connections.form.name')}</Label>
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={hintId}
          maxLength={CONNECTION_NAME_MAX_LENGTH}
          autoComplete="off"
          required
          autoFocus
        />
        <p id={hintId} className="text-muted-foreground text-sm">
          {t('connections.form.nameHint')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={typeId}>{t('connections.form.relationshipType')}</Label>
        <RelationshipTypeSelect
          id={typeId}
          value={relationshipType}
          onChange={setRelationshipType}
          disabled={busy}
        />
      </div>
      <Button type="submit" size="lg" disabled={!trimmed || busy}>
        {busy ? t('connections.form.creating') : t('connections.form.create')}
      </Button>
    </form>
  )
}
