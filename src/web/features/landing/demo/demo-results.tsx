import { Clock, HeartPulse, Lightbulb, Scale, Send, Timer } from 'lucide-react'
import { DEMO_CONTACT, type DemoResult } from '#src/analysis/demo'
import { numberFormat } from '#src/i18n/format-intl'
import { demoTexts } from '#src/i18n/insight-texts'
import { StatCard } from '#src/web/components/analysis/stat-card'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'

/** docs/product.md §2: the share you initiate, your response time, and four insights. */
export function DemoResults({ result }: { result: DemoResult }) {
  const { t, locale } = useT()
  // Written from the demo's numbers in the reader's language, as a real analysis's are.
  const texts = demoTexts(result, t, locale)
  const insights = [
    { title: t('landing.demo.results.balance'), text: texts.balanceInsight, icon: Scale },
    { title: t('landing.demo.results.responseStyle'), text: texts.responseInsight, icon: Clock },
    { title: t('landing.demo.results.health'), text: texts.healthInsight, icon: HeartPulse },
    { title: t('landing.demo.results.pattern'), text: texts.patternInsight, icon: Lightbulb },
  ]
  const initiation = numberFormat(locale, { style: 'percent' }).format(result.initiationRate / 100)
  return (
    <Card className="flex animate-fade-in flex-col gap-5 p-6" data-testid="demo-results">
      <h3 className="font-semibold text-lg">{t('landing.demo.results.title')}</h3>
      <div className="grid grid-cols-2 gap-3">
        <StatCard label={t('landing.demo.results.youInitiate')} value={initiation} icon={Send} />
        <StatCard
          label={t('landing.demo.results.yourResponseTime')}
          value={texts.avgResponse}
          icon={Timer}
        />
      </div>
      <p className="text-muted-foreground text-sm">
        {t('landing.demo.results.theirResponse', {
          name: DEMO_CONTACT,
          time: texts.theirAvgResponse,
        })}
      </p>
      <ul className="flex flex-col gap-3">
        {insights.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3 rounded-lg bg-muted p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div>
              <p className="font-medium text-sm">{title}</p>
              <p className="text-muted-foreground text-sm leading-relaxed">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
