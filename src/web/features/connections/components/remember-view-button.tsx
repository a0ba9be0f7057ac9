import { Bookmark } from 'lucide-react'
import type { ViewAs, ViewPreference } from '#src/contract/view-preferences'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useSaveViewPreference } from '../api/save-view-preference'

/** Offered when the toggle shows another side than the saved one: keeps it for next time. */
export function RememberViewButton({
  connectionId,
  side,
  saved,
}: {
  connectionId: string
  side: ViewAs
  saved: ViewPreference | null
}) {
  const { t } = useT()
  const save = useSaveViewPreference(connectionId)
  if (side === (saved?.userPrefersViewAs ?? 'user1')) return null
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(
          { userPrefersViewAs: side, nickname: saved?.nickname ?? null },
          {
            onSuccess: () =>
              toast.success(
                t('connections.preference.savedTitle'),
                t('connections.preference.rememberedBody'),
              ),
            onError: (error) => toast.error(t('connections.toast.error'), error.message),
          },
        )
      }
    >
      <Bookmark aria-hidden="true" />
      {save.isPending ? t('connections.saving') : t('connections.preference.remember')}
    </Button>
  )
}
