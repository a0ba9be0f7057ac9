import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/web/components/ui/tabs'
import { useT } from '#src/web/lib/i18n/use-t'
import { BillingTab } from './components/billing-tab'
import { PreferencesTab } from './components/preferences-tab'
import { ProfileTab } from './components/profile-tab'

/** docs/product.md §2 Account Settings: Profile (default), Billing, Preferences. */
export default function AccountSettingsPage() {
  const { t } = useT()
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground sm:min-h-0"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('account.page.back')}
      </Link>
      <h1 className="mt-4 mb-6 font-semibold text-3xl tracking-tight">{t('account.page.title')}</h1>
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">{t('account.tabs.profile')}</TabsTrigger>
          <TabsTrigger value="billing">{t('account.tabs.billing')}</TabsTrigger>
          <TabsTrigger value="preferences">{t('account.tabs.preferences')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-6">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="billing" className="mt-6">
          <BillingTab />
        </TabsContent>
        <TabsContent value="preferences" className="mt-6">
          <PreferencesTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
