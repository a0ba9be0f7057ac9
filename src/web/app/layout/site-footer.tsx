import { ShieldCheck } from 'lucide-react'
import { useEffect } from 'react'
import type { MessageId } from '#src/i18n/messages'
import { LanguageSwitcher } from '#src/web/components/language-switcher'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { serverPartSettled } from '#src/web/lib/server-parts'
import { SITE_FOOTER_ID } from './site-footer-id'

const footerLinks: { to: string; label: MessageId }[] = [
  { to: '/welcome#privacy', label: 'common.footer.privacy' },
  { to: '/blog', label: 'common.footer.blog' },
  { to: '/cleaner', label: 'common.footer.cleaner' },
]

export default function SiteFooter() {
  const { t } = useT()
  useEffect(() => serverPartSettled(SITE_FOOTER_ID), [])
  return (
    <footer id={SITE_FOOTER_ID} className="mt-auto border-border border-t bg-surface/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-md items-start gap-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p className="text-muted-foreground text-sm">
            <T id="common.footer.privacyPromise" components={{ 0: <em /> }} />
          </p>
        </div>
        <nav aria-label={t('common.footer.label')}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm sm:gap-y-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <LocaleLink
                  to={link.to}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-muted-foreground transition-colors hover:text-foreground sm:min-h-0 sm:min-w-0"
                >
                  {t(link.label)}
                </LocaleLink>
              </li>
            ))}
            <li>
              <LanguageSwitcher />
            </li>
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-muted-foreground text-xs">
        {t('common.footer.copyright', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  )
}
