import { Link } from 'react-router'
import { useT } from '#src/web/lib/i18n/use-t'

/** The way back to /login: a link under the card, or a quiet one under the page's own action. */
export function BackToSignIn({ quiet = false }: { quiet?: boolean }) {
  const { t } = useT()
  const className = quiet
    ? 'text-muted-foreground hover:text-foreground hover:underline'
    : 'font-medium text-primary hover:underline'
  return (
    <Link to="/login" className={className}>
      {t('auth.backToSignIn')}
    </Link>
  )
}
