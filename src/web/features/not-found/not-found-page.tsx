import { Compass } from 'lucide-react'
import { NoticePage } from '#src/web/components/notice-page'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'

export default function NotFoundPage() {
  const { t } = useT()
  useDocumentMeta(t('common.notFound.metaTitle'))
  return (
    <NoticePage
      icon={Compass}
      tone="rounded-2xl bg-primary-soft text-primary-soft-foreground"
      eyebrow={t('common.notFound.code')}
      title={t('common.notFound.title')}
      body={t('common.notFound.body')}
      action={<LocaleLink to="/welcome">{t('common.notFound.home')}</LocaleLink>}
    />
  )
}
