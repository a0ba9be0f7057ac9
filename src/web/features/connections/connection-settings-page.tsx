export default function ConnectionSettingsPage() {
  return <h1>Connection Settings</h1>
}
