import { CalendarClock } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'

type RecentOfferProps = { message: string; onAnalyseRecent: () => void }

/** The month's full-history analyses are used: the last six months are still open, in the browser too. */
export function RecentOffer({ message, onAnalyseRecent }: RecentOfferProps) {
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
        <Button onClick={onAnalyseRecent}>Analyse the last 6 months</Button>
        <Button asChild variant="outline">
          <Link to="/pricing">Upgrade</Link>
        </Button>
      </div>
    </div>
  )
}
