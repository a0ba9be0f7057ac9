import { BookmarkPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'

/** Spec §2: the save-results call to action. */
export function SaveResultsCta() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-gradient-to-br from-primary-soft to-accent-soft p-6 text-center">
      <BookmarkPlus aria-hidden="true" className="size-6 text-primary" />
      <div className="flex flex-col gap-1">
        <h4 className="font-semibold text-lg">Want to keep these results?</h4>
        <p className="max-w-md text-muted-foreground text-sm">
          This analysis is not saved anywhere: it disappears when you leave the page. A free account
          keeps your results, and never your chat.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/signup/free">Create Free Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pricing">Compare All Plans</Link>
        </Button>
      </div>
    </div>
  )
}
