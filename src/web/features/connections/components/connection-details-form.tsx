import { type FormEvent, useId, useState } from 'react'
import {
  CONNECTION_NAME_MAX_LENGTH,
  type Connection,
  type RelationshipType,
} from '#src/contract/connections'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardHeader } from '#src/web/components/ui/card'
import { Input } from '#src/web/components/ui/input'
import { Label } from '#src/web/components/ui/label'
import { toast } from '#src/web/lib/toast'
import { useUpdateConnection } from '../api/update-connection'
import { RelationshipTypeSelect } from './relationship-type-select'

/** Rename and change the relationship type. */
export function ConnectionDetailsForm({ connection }: { connection: Connection }) {
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
          toast.success('Connection updated', `Saved the details of ${saved.name}.`)
        },
        onError: (error) => toast.error('Error', error.message),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">Details</h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={CONNECTION_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
              required
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={typeId}>Relationship type</Label>
            <RelationshipTypeSelect id={typeId} value={type} onChange={setType} />
          </div>
          <Button type="submit" className="self-start" disabled={!trimmed || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save details'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
