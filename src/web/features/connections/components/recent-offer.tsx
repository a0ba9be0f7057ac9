import { CalendarClock } from 'lucide-react'
import { Button } from '#src/web/components/ui/button'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'

type RecentOfferProps = { message: string; onAnalyseRecent: () => void }

/** The month's full-history analyses are used: the last six months are still open, in the browser too. */
export function RecentOffer({ message, onAnalyseRecent }: RecentOfferProps) {
  const { t } = useT()
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 p-4"
    >
      <p className="flex items-start gap-2 text-sm leading-relaxed">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAnalyseRecent}>{t('connections.recentOffer.analyseRecent')}</Button>
        <Button asChild variant="outline">
          <LocaleLink to="/pricing">{t('connections.recentOffer.upgrade')}</LocaleLink>
        </Button>
      </div>
    </div>
  )
}
