import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { CONNECTION_NAME_MAX_LENGTH, type RelationshipType } from '#src/contract/connections'
import { getConnectionsQueryOptions } from '#src/web/components/connections/api/get-connections'
import { RelationshipTypeSelect } from '#src/web/components/connections/relationship-type-select'
import { Input } from '#src/web/components/ui/input'
import { Label } from '#src/web/components/ui/label'
import { useT } from '#src/web/lib/i18n/use-t'

/** The radio value of a connection named here. */
export const NEW = 'new'

/** What the reader has picked: a connection's id or NEW, and the new one's name and type. */
export interface Choice {
  target: string
  name: string
  relationshipType: RelationshipType | null
}

/** The connection chosen by default: the first listed, else a new one. */
export function chosenTarget(target: string, listed: { id: string }[]): string {
  return target || (listed[0]?.id ?? NEW)
}

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft'

/** The reader's connections to save to, or a new one named here when the plan has room. */
export function ConnectionChoice({
  choice,
  onChange,
  canAdd,
  disabled,
}: {
  choice: Choice
  onChange: (choice: Choice) => void
  canAdd: boolean
  disabled: boolean
}) {
  const { t } = useT()
  const connections = useQuery(getConnectionsQueryOptions())
  const ids = { name: useId(), type: useId(), group: useId() }
  const list = connections.data ?? []
  const chosen = chosenTarget(choice.target, list)

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium">{t('pwa.share.chooseTitle')}</legend>
      {connections.isPending && !connections.isPaused ? (
        <p className="text-muted-foreground text-sm">{t('pwa.share.connectionsLoading')}</p>
      ) : null}
      {connections.isPaused || connections.isError ? (
        <p className="text-muted-foreground text-sm">{t('pwa.share.connectionsOffline')}</p>
      ) : null}
      {list.map((connection) => (
        <label key={connection.id} className={OPTION}>
          <input
            type="radio"
            name={ids.group}
            value={connection.id}
            checked={chosen === connection.id}
            onChange={() => onChange({ ...choice, target: connection.id })}
            className="size-4 accent-primary"
          />
          <span className="min-w-0 truncate font-medium">{connection.name}</span>
        </label>
      ))}
      <label className={`${OPTION} has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60`}>
        <input
          type="radio"
          name={ids.group}
          value={NEW}
          checked={chosen === NEW}
          disabled={!canAdd}
          onChange={() => onChange({ ...choice, target: NEW })}
          className="size-4 accent-primary"
        />
        <span className="font-medium">
          {canAdd ? t('pwa.share.newConnection') : t('pwa.share.newConnectionFull')}
        </span>
      </label>
      {chosen === NEW && canAdd ? (
        <NewConnectionFields choice={choice} onChange={onChange} ids={ids} />
      ) : null}
    </fieldset>
  )
}

/** The new connection's name and relationship type. */
function NewConnectionFields({
  choice,
  onChange,
  ids,
}: {
  choice: Choice
  onChange: (choice: Choice) => void
  ids: { name: string; type: string }
}) {
  const { t } = useT()
  const typeLabel = t('connections.form.relationshipType')
  return (
    <div className="mt-2 flex flex-col gap-4 rounded-lg border border-border border-dashed p-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>{t('connections.form.name')}</Label>
        <Input
          id={ids.name}
          value={choice.name}
          onChange={(event) => onChange({ ...choice, name: event.target.value })}
          maxLength={CONNECTION_NAME_MAX_LENGTH}
          autoComplete="off"
          required
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.type}>{typeLabel}</Label>
        <RelationshipTypeSelect
          id={ids.type}
          label={typeLabel}
          value={choice.relationshipType}
          onChange={(relationshipType) => onChange({ ...choice, relationshipType })}
        />
      </div>
    </div>
  )
}
