export default function GapAnalysisPage() {
  return <h1>Relationship Rhythms</h1>
}
