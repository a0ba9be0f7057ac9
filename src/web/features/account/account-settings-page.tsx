export default function AccountSettingsPage() {
  return <h1>Account Settings</h1>
}
