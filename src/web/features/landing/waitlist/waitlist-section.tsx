import { type LucideIcon, ShieldCheck, Sparkles, Zap } from 'lucide-react'
import type { MessageId } from '#src/i18n/messages'
import { useT } from '#src/web/lib/i18n/use-t'
import { WaitlistForm } from './waitlist-form'

const VALUES: { title: MessageId; text: MessageId; icon: LucideIcon }[] = [
  {
    title: 'landing.waitlist.privacy.title',
    text: 'landing.waitlist.privacy.text',
    icon: ShieldCheck,
  },
  { title: 'landing.waitlist.instant.title', text: 'landing.waitlist.instant.text', icon: Zap },
  {
    title: 'landing.waitlist.empowering.title',
    text: 'landing.waitlist.empowering.text',
    icon: Sparkles,
  },
]

export function WaitlistSection() {
  const { t } = useT()
  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-title"
      className="offscreen-skip scroll-mt-20 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 rounded-3xl bg-gradient-to-br from-primary-soft via-surface to-accent-soft p-8 text-center shadow-sm ring-1 ring-border sm:p-12">
        <div className="flex flex-col gap-3">
          <h2
            id="waitlist-title"
            className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {t('landing.waitlist.title')}
          </h2>
          <p className="text-lg text-muted-foreground">{t('landing.waitlist.lead')}</p>
        </div>
        <div className="w-full max-w-xl">
          <WaitlistForm />
        </div>
        <ul className="grid w-full gap-4 sm:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="flex flex-col items-center gap-1.5 rounded-xl bg-surface/80 p-4"
            >
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <p className="font-semibold text-sm">{t(title)}</p>
              <p className="text-muted-foreground text-xs">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
