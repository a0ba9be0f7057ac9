import { FileBarChart, Lock } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { canExport } from '#src/contract/entitlements'
import { usePlanUsage } from '../plans/api/get-plan-usage'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { ExportDialogFrame } from './export-dialog-frame'
import type { ReportConnection } from './export-formats'
import { ReportForm } from './report-form'

/** Premium: one PDF across chosen connections, months and sections. */
export function ReportDialog({ connections }: { connections: ReportConnection[] }) {
  const usage = usePlanUsage()
  const allowed = usage.data ? canExport(usage.data.tier, 'report') : false
  const [open, setOpen] = useState(false)
  return (
    <ExportDialogFrame
      icon={FileBarChart}
      label="Custom report"
      title="Custom report"
      description="One PDF for the connections, months and sections you choose, from your saved figures."
      open={open}
      onOpenChange={setOpen}
      contentClassName="max-h-[90vh] overflow-y-auto"
    >
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
    </ExportDialogFrame>
  )
}
