import { type FormEvent, useId, useState } from 'react'
import {
  NICKNAME_MAX_LENGTH,
  type ViewAs,
  type ViewPreference,
} from '#src/contract/view-preferences'
import { ViewAsToggle } from '#src/web/components/analysis/view-as-toggle'
import { FormField } from '#src/web/components/forms/form-field'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useDeleteViewPreference } from '../api/delete-view-preference'
import { useSaveViewPreference } from '../api/save-view-preference'

/** docs/product.md §3 view preference: whose side you read the chat from, and an optional nickname. */
export function ViewPreferenceForm({
  connectionId,
  preference,
}: {
  connectionId: string
  preference: ViewPreference | null
}) {
  const { t } = useT()
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
          toast.success(
            t('connections.preference.savedTitle'),
            t('connections.preference.savedBody'),
          ),
        onError: (error) => toast.error(t('connections.toast.error'), error.message),
      },
    )
  }

  const clear = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setSide('user1')
        setNickname('')
        toast.success(t('connections.preference.resetTitle'), t('connections.preference.resetBody'))
      },
      onError: (error) => toast.error(t('connections.toast.error'), error.message),
    })

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">{t('connections.preference.title')}</h2>
        <CardDescription>{t('connections.preference.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <ViewAsToggle value={side} onChange={setSide} />
          <FormField
            id={nicknameId}
            label={t('connections.preference.nickname')}
            value={nickname}
            maxLength={NICKNAME_MAX_LENGTH}
            onChange={(event) => setNickname(event.target.value)}
            placeholder={t('connections.preference.nicknamePlaceholder')}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {save.isPending ? t('connections.saving') : t('connections.preference.save')}
            </Button>
            {preference ? (
              <Button type="button" variant="outline" disabled={busy} onClick={clear}>
                {t('connections.preference.reset')}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
