import { FileBarChart, Lock } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { canExport } from '#src/contract/entitlements'
import { usePlanUsage } from '../plans/api/get-plan-usage'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog'
import type { ReportConnection } from './export-formats'
import { ReportForm } from './report-form'

/** Premium: one PDF across chosen connections, months and sections. */
export function ReportDialog({ connections }: { connections: ReportConnection[] }) {
  const usage = usePlanUsage()
  const allowed = usage.data ? canExport(usage.data.tier, 'report') : false
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileBarChart aria-hidden="true" />
          Custom report
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Custom report</DialogTitle>
          <DialogDescription>
            One PDF for the connections, months and sections you choose, from your saved figures.
          </DialogDescription>
        </DialogHeader>
        {allowed ? (
          <ReportForm connections={connections} onDone={() => setOpen(false)} />
        ) : (
          <>
            <p className="flex items-start gap-2 rounded-lg bg-purple-soft p-3 text-purple-soft-foreground text-sm">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Custom reports come with Premium, along with JSON and PNG exports and the advanced gap
              analysis.
            </p>
            <DialogFooter>
              <Button asChild>
                <Link to="/pricing">Upgrade</Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
