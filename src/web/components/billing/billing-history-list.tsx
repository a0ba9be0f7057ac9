import { Receipt } from 'lucide-react'
import type { BillingHistoryItem, BillingHistoryStatus } from '#src/contract/billing'
import { formatLocalDate } from '#src/i18n/format-instants'
import { useT } from '#src/web/lib/i18n/use-t'
import { Badge } from '../ui/badge'
import { formatAmount, HISTORY_STATUS_MESSAGES } from './format-billing'

const STATUS_VARIANT: Record<BillingHistoryStatus, 'green' | 'yellow' | 'red' | 'outline'> = {
  Paid: 'green',
  Pending: 'yellow',
  Failed: 'red',
  Refunded: 'outline',
}

export function BillingHistoryList({ items }: { items: BillingHistoryItem[] }) {
  const { t, locale } = useT()
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Receipt aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">{t('account.billing.empty.title')}</p>
        <p className="text-muted-foreground text-sm">{t('account.billing.empty.text')}</p>
      </div>
    )
  }
  return (
    <ul className="divide-y" aria-label={t('account.billing.historyLabel')}>
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-medium">{item.description}</p>
            <p className="text-muted-foreground text-sm">{formatLocalDate(item.date, locale)}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-medium">{formatAmount(item.amount, item.currency, locale)}</span>
            <Badge variant={STATUS_VARIANT[item.status]}>
              {t(HISTORY_STATUS_MESSAGES[item.status])}
            </Badge>
            {item.invoice_url && (
              <a
                className="inline-flex min-h-11 min-w-11 items-center justify-center text-primary text-sm underline sm:min-h-0 sm:min-w-0"
                href={item.invoice_url}
                target="_blank"
                rel="noreferrer"
              >
                {t('account.billing.invoice')}
              </a>
            )}
            {item.receipt_url && (
              <a
                className="inline-flex min-h-11 min-w-11 items-center justify-center text-primary text-sm underline sm:min-h-0 sm:min-w-0"
                href={item.receipt_url}
                target="_blank"
                rel="noreferrer"
              >
                {t('account.billing.receipt')}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
