import { type FormEvent, useId, useState } from 'react'
import {
  NICKNAME_MAX_LENGTH,
  type ViewAs,
  type ViewPreference,
} from '#src/contract/view-preferences'
import { ViewAsToggle } from '#src/web/components/analysis/view-as-toggle'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { Input } from '#src/web/components/ui/input'
import { Label } from '#src/web/components/ui/label'
import { toast } from '#src/web/lib/toast'
import { useDeleteViewPreference } from '../api/delete-view-preference'
import { useSaveViewPreference } from '../api/save-view-preference'

/** Spec §3 view preference: whose side you read the chat from, and an optional nickname. */
export function ViewPreferenceForm({
  connectionId,
  preference,
}: {
  connectionId: string
  preference: ViewPreference | null
}) {
  const nicknameId = useId()
  const [side, setSide] = useState<ViewAs>(preference?.userPrefersViewAs ?? 'user1')
  const [nickname, setNickname] = useState(preference?.nickname ?? '')
  const save = useSaveViewPreference(connectionId)
  const reset = useDeleteViewPreference(connectionId)
  const busy = save.isPending || reset.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { userPrefersViewAs: side, nickname },
      {
        onSuccess: () =>
          toast.success('Preferences saved', 'Your view of this connection is saved.'),
        onError: (error) => toast.error('Error', error.message),
      },
    )
  }

  const clear = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setSide('user1')
        setNickname('')
        toast.success('Preferences reset', 'This connection is shown from User 1’s side again.')
      },
      onError: (error) => toast.error('Error', error.message),
    })

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">View preference</h2>
        <CardDescription>
          In a cleaned chat the two people are User 1 and User 2. Choose which one is you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <ViewAsToggle value={side} onChange={setSide} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={nicknameId}>Nickname (optional)</Label>
            <Input
              id={nicknameId}
              value={nickname}
              maxLength={NICKNAME_MAX_LENGTH}
              onChange={(event) => setNickname(event.target.value)}
              placeholder="What you call them"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {save.isPending ? 'Saving...' : 'Save preference'}
            </Button>
            {preference ? (
              <Button type="button" variant="outline" disabled={busy} onClick={clear}>
                Reset to default
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
