import { useQuery } from '@tanstack/react-query'
import { Moon } from 'lucide-react'
import { BackLink } from '#src/web/components/back-link'
import { LockedFeature } from '#src/web/components/plans/locked-feature'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { getAnnotationsQueryOptions } from '../api/get-annotations'

/**
 * A plan without the gap analysis: what it would show, and the memory notes saved on a
 * paid plan before, which stay readable after a downgrade.
 */
export function GapLocked({ connectionId }: { connectionId: string }) {
  const { t } = useT()
  const notes = useQuery(getAnnotationsQueryOptions(connectionId))
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-3">
        <BackLink to={`/connections/${connectionId}`} className="self-start">
          {t('gap.header.back')}
        </BackLink>
        <h1 className="font-semibold text-3xl tracking-tight">{t('gap.locked.title')}</h1>
      </div>
      <LockedFeature
        title={t('gap.locked.featureTitle')}
        description={t('gap.locked.featureDescription')}
        tier="base"
        icon={Moon}
        className="min-h-72"
      />
      {notes.data && notes.data.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('gap.locked.notesTitle')}</CardTitle>
            <CardDescription>{t('gap.locked.notesDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              {notes.data.map((note) => (
                <li key={note.id} className="rounded-lg bg-muted px-4 py-3 text-sm leading-relaxed">
                  {note.content}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  )
}
