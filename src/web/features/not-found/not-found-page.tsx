import { Compass } from 'lucide-react'
import { Button } from '#src/web/components/ui/button'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'

export default function NotFoundPage() {
  const { t } = useT()
  useDocumentMeta(t('common.notFound.metaTitle'))
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <p className="mb-2 font-medium text-primary text-sm">{t('common.notFound.code')}</p>
      <h1 className="font-semibold text-2xl">{t('common.notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('common.notFound.body')}</p>
      <Button asChild className="mt-8">
        <LocaleLink to="/welcome">{t('common.notFound.home')}</LocaleLink>
      </Button>
    </section>
  )
}
