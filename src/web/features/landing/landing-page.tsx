export default function LandingPage() {
  return <h1>Cadence</h1>
}
