export default function ConnectionPage() {
  return <h1>Connection</h1>
}
