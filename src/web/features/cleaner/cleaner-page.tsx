export default function CleanerPage() {
  return <h1>Cleaner</h1>
}
