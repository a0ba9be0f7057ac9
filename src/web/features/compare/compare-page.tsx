export default function ComparePage() {
  return <h1>Your Relationship Orbit</h1>
}
