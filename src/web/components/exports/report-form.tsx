import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { REPORT_SECTIONS, type ReportSection } from '#src/contract/exports'
import { downloadFile } from '#src/web/lib/download'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { Button } from '../ui/button'
import { DialogFooter } from '../ui/dialog'
import { Input } from '../ui/input'
import { Label } from '../ui/label'
import { CheckboxField } from './checkbox-field'
import { type ReportConnection, SECTION_LABELS } from './export-formats'

const month = (wallClock: string) => wallClock.slice(0, 7)

const toggle = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item)

type ReportFormProps = { connections: ReportConnection[]; onDone: () => void }

export function ReportForm({ connections, onDone }: ReportFormProps) {
  const { t } = useT()
  const [chosen, setChosen] = useState<string[]>(connections.map((c) => c.id))
  const [sections, setSections] = useState<ReportSection[]>([...REPORT_SECTIONS])
  const [from, setFrom] = useState(() => connections.map((c) => month(c.start)).sort()[0] ?? '')
  const [to, setTo] = useState(
    () =>
      connections
        .map((c) => month(c.end))
        .sort()
        .at(-1) ?? '',
  )
  const [includeNotes, setIncludeNotes] = useState(false)
  const [busy, setBusy] = useState(false)
  const ready = chosen.length > 0 && sections.length > 0 && from !== '' && to !== '' && from <= to

  const submit = async () => {
    setBusy(true)
    try {
      const body = { connectionIds: chosen, from, to, sections, includeNotes }
      await downloadFile('/api/exports/report', 'cadence-report.pdf', body)
      toast.success(t('exports.report.readyTitle'), t('exports.report.ready'))
      onDone()
    } catch (error) {
      toast.error(
        t('exports.report.failedTitle'),
        error instanceof Error ? error.message : String(error),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col sm:gap-2">
        <legend className="mb-2 font-medium text-sm">{t('exports.report.connections')}</legend>
        {connections.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('exports.report.noConnections')}</p>
        ) : null}
        {connections.map((c) => (
          <CheckboxField
            key={c.id}
            label={c.name}
            checked={chosen.includes(c.id)}
            onChange={(on) => setChosen((list) => toggle(list, c.id, on))}
          />
        ))}
      </fieldset>
      <MonthRange from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <fieldset className="flex flex-col sm:gap-2">
        <legend className="mb-2 font-medium text-sm">{t('exports.report.sections')}</legend>
        {REPORT_SECTIONS.map((section) => (
          <CheckboxField
            key={section}
            label={t(SECTION_LABELS[section])}
            checked={sections.includes(section)}
            onChange={(on) => setSections((list) => toggle(list, section, on))}
          />
        ))}
      </fieldset>
      <CheckboxField
        label={t('exports.notes.label')}
        hint={t('exports.notes.hint')}
        checked={includeNotes}
        onChange={setIncludeNotes}
      />
      <DialogFooter>
        <Button disabled={!ready || busy} onClick={submit}>
          <Download aria-hidden="true" />
          {busy ? t('exports.preparing') : t('exports.report.download')}
        </Button>
      </DialogFooter>
    </div>
  )
}

/** The months the report covers, first and last ('YYYY-MM'). */
function MonthRange({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string
  to: string
  onFrom: (month: string) => void
  onTo: (month: string) => void
}) {
  const { t } = useT()
  const id = useId()
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>{t('exports.report.from')}</Label>
        <Input
          id={`${id}-from`}
          type="month"
          value={from}
          onChange={(e) => onFrom(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>{t('exports.report.to')}</Label>
        <Input id={`${id}-to`} type="month" value={to} onChange={(e) => onTo(e.target.value)} />
      </div>
    </div>
  )
}
