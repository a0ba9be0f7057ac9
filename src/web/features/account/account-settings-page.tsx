import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { Card } from '../../components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { BillingTab } from './components/billing-tab'
import { ProfileTab } from './components/profile-tab'

/** Spec §2 Account Settings: Profile (default), Billing, Preferences. */
export default function AccountSettingsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 mb-6 font-semibold text-3xl tracking-tight">Account Settings</h1>
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-6">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="billing" className="mt-6">
          <BillingTab />
        </TabsContent>
        <TabsContent value="preferences" className="mt-6">
          <Card className="p-6">
            <p className="text-muted-foreground">Preferences coming soon.</p>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  )
}
