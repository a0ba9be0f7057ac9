import { Receipt } from 'lucide-react'
import type { BillingHistoryItem, BillingHistoryStatus } from '#src/contract/billing'
import { formatLocalDate } from '../../lib/format-date'
import { Badge } from '../ui/badge'
import { formatAmount } from './format-billing'

const STATUS_VARIANT: Record<BillingHistoryStatus, 'green' | 'yellow' | 'red' | 'outline'> = {
  Paid: 'green',
  Pending: 'yellow',
  Failed: 'red',
  Refunded: 'outline',
}

export function BillingHistoryList({ items }: { items: BillingHistoryItem[] }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Receipt aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">No billing history found</p>
        <p className="text-muted-foreground text-sm">
          Your transaction history will appear here once you make a payment
        </p>
      </div>
    )
  }
  return (
    <ul className="divide-y" aria-label="Billing history">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-medium">{item.description}</p>
            <p className="text-muted-foreground text-sm">{formatLocalDate(item.date)}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-medium">{formatAmount(item.amount, item.currency)}</span>
            <Badge variant={STATUS_VARIANT[item.status]}>{item.status}</Badge>
            {item.invoice_url && (
              <a
                className="text-primary text-sm underline"
                href={item.invoice_url}
                target="_blank"
                rel="noreferrer"
              >
                Invoice
              </a>
            )}
            {item.receipt_url && (
              <a
                className="text-primary text-sm underline"
                href={item.receipt_url}
                target="_blank"
                rel="noreferrer"
              >
                Receipt
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
