import { Lightbulb, Sparkles } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'

type CompareInsightsProps = { insights: string[]; insightMessage: string | null }

/** docs/product.md §2: the optional insights block and the optional 'Communication Pattern Detected:' alert. */
export function CompareInsights({ insights, insightMessage }: CompareInsightsProps) {
  const { t } = useT()
  if (insights.length === 0 && !insightMessage) return null
  return (
    <div className="flex flex-col gap-4">
      {insightMessage ? (
        <Alert variant="info" role="status">
          <Lightbulb aria-hidden="true" />
          <AlertTitle>{t('compare.alert.title')}</AlertTitle>
          <AlertDescription>{insightMessage}</AlertDescription>
        </Alert>
      ) : null}
      {insights.length > 0 ? (
        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-primary" />
            {t('compare.insights.title')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {insights.map((insight) => (
              <li key={insight} className="rounded-lg bg-muted px-3 py-2 text-sm leading-relaxed">
                {insight}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  )
}
