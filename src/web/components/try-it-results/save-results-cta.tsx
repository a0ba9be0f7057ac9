import { BookmarkPlus } from 'lucide-react'
import { Link } from 'react-router'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { Button } from '../ui/button'

/** docs/product.md §2: the save-results call to action. */
export function SaveResultsCta() {
  const { t } = useT()
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-gradient-to-br from-primary-soft to-accent-soft p-6 text-center">
      <BookmarkPlus aria-hidden="true" className="size-6 text-primary" />
      <div className="flex flex-col gap-1">
        <h4 className="font-semibold text-lg">{t('landing.tryIt.results.save.title')}</h4>
        <p className="max-w-md text-muted-foreground text-sm">
          {t('landing.tryIt.results.save.text')}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/signup/free">{t('landing.tryIt.results.save.create')}</Link>
        </Button>
        <Button asChild variant="outline">
          <LocaleLink to="/pricing">{t('landing.tryIt.results.save.compare')}</LocaleLink>
        </Button>
      </div>
    </div>
  )
}
