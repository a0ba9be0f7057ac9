import { useQuery } from '@tanstack/react-query'
import { FileBarChart, Lock } from 'lucide-react'
import { useState } from 'react'
import { canExport } from '#src/contract/entitlements'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { getPlanUsageQueryOptions } from '../plans/api/get-plan-usage'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { ExportDialogFrame } from './export-dialog-frame'
import type { ReportConnection } from './export-formats'
import { ReportForm } from './report-form'

/** Premium: one PDF across chosen connections, months and sections. */
export function ReportDialog({ connections }: { connections: ReportConnection[] }) {
  const { t } = useT()
  const usage = useQuery(getPlanUsageQueryOptions())
  const allowed = usage.data ? canExport(usage.data.tier, 'report') : false
  const [open, setOpen] = useState(false)
  return (
    <ExportDialogFrame
      icon={FileBarChart}
      label={t('exports.report.title')}
      title={t('exports.report.title')}
      description={t('exports.report.description')}
      open={open}
      onOpenChange={setOpen}
    >
      {allowed ? (
        <ReportForm connections={connections} onDone={() => setOpen(false)} />
      ) : (
        <>
          <p className="flex items-start gap-2 rounded-lg bg-purple-soft p-3 text-purple-soft-foreground text-sm">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('exports.report.locked')}
          </p>
          <DialogFooter>
            <Button asChild>
              <LocaleLink to="/pricing">{t('exports.report.upgrade')}</LocaleLink>
            </Button>
          </DialogFooter>
        </>
      )}
    </ExportDialogFrame>
  )
}
