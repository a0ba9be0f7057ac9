import { numberFormat } from '#src/i18n/format-intl'
import type { MessageId } from '#src/i18n/messages'
import { useT } from '#src/web/lib/i18n/use-t'

const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'landing.privacy.steps.export.title', text: 'landing.privacy.steps.export.text' },
  { title: 'landing.privacy.steps.clean.title', text: 'landing.privacy.steps.clean.text' },
  { title: 'landing.privacy.steps.analyze.title', text: 'landing.privacy.steps.analyze.text' },
]

export function PrivacySteps() {
  const { t, locale } = useT()
  const stepNumber = numberFormat(locale)
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h3 className="font-semibold text-lg">{t('landing.privacy.steps.title')}</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
              {stepNumber.format(index + 1)}
            </span>
            <div className="flex flex-col gap-1">
              <p className="font-medium">{t(step.title)}</p>
              <p className="text-muted-foreground text-sm leading-relaxed">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
