import { Activity, Clock, Lock, Plus, Waves } from 'lucide-react'
import { Link } from 'react-router'
import type { MessageId } from '#src/i18n/messages'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'

const TEASERS: { icon: typeof Activity; title: MessageId; text: MessageId }[] = [
  {
    icon: Activity,
    title: 'dashboard.welcome.rhythmScore.title',
    text: 'dashboard.welcome.rhythmScore.text',
  },
  {
    icon: Waves,
    title: 'dashboard.welcome.patterns.title',
    text: 'dashboard.welcome.patterns.text',
  },
  {
    icon: Clock,
    title: 'dashboard.welcome.responses.title',
    text: 'dashboard.welcome.responses.text',
  },
]

/** docs/product.md §2: the dashboard of a user with no connections yet. */
export function WelcomeScreen() {
  const { t } = useT()
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-8 py-10 text-center">
      <div className="flex flex-col gap-3">
        <h1 className="font-semibold text-3xl tracking-tight">{t('dashboard.welcome.title')}</h1>
        <p className="text-muted-foreground">{t('dashboard.welcome.intro')}</p>
      </div>
      <ul className="grid w-full gap-4 sm:grid-cols-3">
        {TEASERS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full flex-col items-center gap-2 p-5">
              <span className="rounded-full bg-primary-soft p-2.5 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="font-semibold">{t(title)}</h2>
              <p className="text-muted-foreground text-sm">{t(text)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Button asChild size="lg">
        <Link to="/connections/add">
          <Plus aria-hidden="true" />
          {t('dashboard.welcome.addFirst')}
        </Link>
      </Button>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {t('dashboard.welcome.onDevice')}
      </p>
    </section>
  )
}
