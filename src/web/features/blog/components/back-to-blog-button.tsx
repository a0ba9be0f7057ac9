import { useLocation, useNavigate } from 'react-router'
import { BackLink } from '#src/web/components/back-link'
import { useLocalePath } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'

/**
 * docs/product.md §2: goes back in history, keeping the reader's filter; straight to /blog when opened
 * directly. A real link to /blog, so it works from the server's HTML before the page's code runs.
 */
export function BackToBlogButton() {
  const { t } = useT()
  const localize = useLocalePath()
  const navigate = useNavigate()
  // The router marks the first page of a visit with the key 'default': there is nothing to go back to.
  const canGoBack = useLocation().key !== 'default'
  return (
    <BackLink
      to={localize('/blog')}
      className="-ms-3 w-fit text-muted-foreground hover:text-foreground"
      onClick={(event) => {
        if (!canGoBack) return
        event.preventDefault()
        navigate(-1)
      }}
    >
      {t('blog.article.back')}
    </BackLink>
  )
}
