import { EyeOff, FileCode2, type LucideIcon, ServerOff, SlidersHorizontal } from 'lucide-react'
import type { MessageId } from '#src/i18n/messages'
import { SectionHeading } from '#src/web/components/marketing/section-heading'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { PrivacySteps } from './privacy-steps'

type Promise = { title: MessageId; text: MessageId; icon: LucideIcon }

// Every sentence here (in every language) must stay true of the code: the e2e privacy journey
// checks that an analysis sends nothing, and the try-it flow stores only a "used" flag.
const PROMISES: Promise[] = [
  {
    title: 'landing.privacy.contentFree.title',
    text: 'landing.privacy.contentFree.text',
    icon: EyeOff,
  },
  {
    title: 'landing.privacy.noStorage.title',
    text: 'landing.privacy.noStorage.text',
    icon: ServerOff,
  },
  {
    title: 'landing.privacy.openProcess.title',
    text: 'landing.privacy.openProcess.text',
    icon: FileCode2,
  },
  {
    title: 'landing.privacy.control.title',
    text: 'landing.privacy.control.text',
    icon: SlidersHorizontal,
  },
]

export function PrivacySection() {
  const { t } = useT()
  return (
    <section
      id="privacy"
      aria-labelledby="privacy-title"
      className="offscreen-skip scroll-mt-20 py-20"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="privacy-title"
          eyebrow={t('landing.privacy.eyebrow')}
          title={t('landing.privacy.title')}
          description={t('landing.privacy.description')}
        />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map(({ title, text, icon: Icon }) => (
            <Card key={title} className="flex flex-col gap-3 p-6">
              <span className="grid size-10 place-items-center rounded-lg bg-success-soft text-success-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="text-muted-foreground text-sm leading-relaxed">{t(text)}</p>
            </Card>
          ))}
        </div>
        <PrivacySteps />
      </div>
    </section>
  )
}
