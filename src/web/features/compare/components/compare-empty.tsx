import { Orbit } from 'lucide-react'
import { MIN_COMPARED_CONNECTIONS } from '#src/contract/comparison'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { AddConnectionButton } from './add-connection-button'

/** docs/product.md §2 empty state, shown until two connections have an analysis to compare. */
export function CompareEmpty({ analysed }: { analysed: number }) {
  const { t } = useT()
  const missing = MIN_COMPARED_CONNECTIONS - analysed
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="rounded-full bg-primary-soft p-4 text-primary">
        <Orbit aria-hidden="true" className="size-8" />
      </span>
      <h2 className="font-semibold text-2xl tracking-tight">
        {analysed === 0 ? t('compare.empty.noneTitle') : t('compare.empty.oneMoreTitle')}
      </h2>
      <p className="text-muted-foreground">{t('compare.empty.body')}</p>
      <p className="text-muted-foreground text-sm">
        {analysed === 0
          ? t('compare.empty.noneHint')
          : t('compare.empty.oneMoreHint', { analysed, missing })}
      </p>
      <AddConnectionButton size="lg" />
    </Card>
  )
}
