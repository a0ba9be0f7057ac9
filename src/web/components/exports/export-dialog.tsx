import { useQuery } from '@tanstack/react-query'
import { Download, FileDown, Lock } from 'lucide-react'
import { useState } from 'react'
import { canExport } from '#src/contract/entitlements'
import type { PlanTier } from '#src/contract/plans'
import { cn } from '#src/web/lib/cn'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { getPlanUsageQueryOptions } from '../plans/api/get-plan-usage'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { CheckboxField } from './checkbox-field'
import { ExportDialogFrame } from './export-dialog-frame'
import { FILE_EXPORTS, type FileExport, tierFor } from './export-formats'
import { useExport } from './use-export'

/** Export a connection's saved figures: the formats of the user's plan, the others locked. */
export function ExportDialog({ connectionId, name }: { connectionId: string; name: string }) {
  const { t } = useT()
  const usage = useQuery(getPlanUsageQueryOptions())
  const tier = usage.data?.tier ?? 'free'
  const [format, setFormat] = useState<FileExport>('csv')
  const [includeNotes, setIncludeNotes] = useState(false)
  const [showName, setShowName] = useState(false)
  const run = useExport(connectionId, name)
  const chosen = FILE_EXPORTS.find((f) => f.format === format)
  const allowed = canExport(tier, format)
  const chosenLabel = chosen ? t(chosen.label) : ''

  return (
    <ExportDialogFrame
      icon={FileDown}
      label={t('exports.dialog.open')}
      title={t('exports.dialog.title', { name })}
      description={t('exports.dialog.description')}
    >
      <FormatChoice tier={tier} format={format} onChange={setFormat} />
      {chosen?.notes ? (
        <CheckboxField
          label={t('exports.notes.label')}
          hint={t('exports.notes.hint')}
          checked={includeNotes}
          onChange={setIncludeNotes}
        />
      ) : (
        <CheckboxField
          label={t('exports.dialog.showName', { name })}
          hint={t('exports.dialog.showNameHint')}
          checked={showName}
          onChange={setShowName}
        />
      )}
      <DialogFooter>
        {allowed ? (
          <Button
            disabled={run.isPending}
            onClick={() => run.mutate({ format, includeNotes, showName })}
          >
            <Download aria-hidden="true" />
            {run.isPending
              ? t('exports.preparing')
              : t('exports.dialog.download', { format: chosenLabel })}
          </Button>
        ) : (
          <Button asChild>
            <LocaleLink to="/pricing">
              {t('exports.dialog.upgrade', { format: chosenLabel })}
            </LocaleLink>
          </Button>
        )}
      </DialogFooter>
    </ExportDialogFrame>
  )
}

/** The file formats, those beyond the reader's plan marked with the plan that has them. */
function FormatChoice({
  tier,
  format,
  onChange,
}: {
  tier: PlanTier
  format: FileExport
  onChange: (format: FileExport) => void
}) {
  const { t } = useT()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{t('exports.dialog.format')}</legend>
      {FILE_EXPORTS.map((option) => {
        const open = canExport(tier, option.format)
        return (
          <label
            key={option.format}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted',
              format === option.format && 'border-primary bg-primary-soft/40',
            )}
          >
            <input
              type="radio"
              name="export-format"
              value={option.format}
              checked={format === option.format}
              onChange={() => onChange(option.format)}
              className="mt-1 accent-primary"
            />
            <span className="flex flex-1 flex-col gap-0.5">
              <span className="flex items-center gap-2 font-medium text-sm">
                {t(option.label)}
                {open ? null : (
                  <span className="inline-flex items-center gap-1 rounded-full bg-purple-soft px-2 py-0.5 text-purple-soft-foreground text-xs">
                    <Lock aria-hidden="true" className="size-3" />
                    {tierFor(option.format) === 'base' ? 'Base' : 'Premium'}
                  </span>
                )}
              </span>
              <span className="text-muted-foreground text-xs">{t(option.description)}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
