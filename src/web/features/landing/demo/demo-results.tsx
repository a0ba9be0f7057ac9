import { Clock, HeartPulse, Lightbulb, Scale, Send, Timer } from 'lucide-react'
import { DEMO_CONTACT, type DemoResult } from '#src/analysis/demo'
import { StatCard } from '#src/web/components/analysis/stat-card'
import { Card } from '#src/web/components/ui/card'

/** Spec §2: the share you initiate, your response time, and four insights. */
export function DemoResults({ result }: { result: DemoResult }) {
  const insights = [
    { title: 'Communication Balance', text: result.balanceInsight, icon: Scale },
    { title: 'Response Style', text: result.responseInsight, icon: Clock },
    { title: 'Relationship Health', text: result.healthInsight, icon: HeartPulse },
    { title: 'Pattern Insight', text: result.patternInsight, icon: Lightbulb },
  ]
  return (
    <Card className="flex animate-fade-in flex-col gap-5 p-6" data-testid="demo-results">
      <h3 className="font-semibold text-lg">Analysis Results</h3>
      <div className="grid grid-cols-2 gap-3">
        <StatCard label="You initiate" value={`${result.initiationRate}%`} icon={Send} />
        <StatCard label="Your response time" value={result.avgResponse} icon={Timer} />
      </div>
      <p className="text-muted-foreground text-sm">
        {DEMO_CONTACT} responds in {result.theirAvgResponse} on average.
      </p>
      <ul className="flex flex-col gap-3">
        {insights.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3 rounded-lg bg-muted p-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div>
              <p className="font-medium text-sm">{title}</p>
              <p className="text-muted-foreground text-sm leading-relaxed">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
