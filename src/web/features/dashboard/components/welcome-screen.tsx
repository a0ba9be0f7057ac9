import { Activity, Clock, Lock, Plus, Waves } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'

const TEASERS = [
  {
    icon: Activity,
    title: 'Rhythm Score',
    text: 'One number for how balanced and lively your exchanges are.',
  },
  {
    icon: Waves,
    title: 'Communication Patterns',
    text: 'Who reaches out first, and how the conversation flows over time.',
  },
  {
    icon: Clock,
    title: 'Response Insights',
    text: 'How quickly each of you tends to reply, without judging either side.',
  },
]

/** Spec §2: the dashboard of a user with no connections yet. */
export function WelcomeScreen() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-8 py-10 text-center">
      <div className="flex flex-col gap-3">
        <h1 className="font-semibold text-3xl tracking-tight">Welcome to Cadence</h1>
        <p className="text-muted-foreground">
          Add the first person you'd like to understand better. Cadence reads only the timing of
          your chat, never its words.
        </p>
      </div>
      <ul className="grid w-full gap-4 sm:grid-cols-3">
        {TEASERS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full flex-col items-center gap-2 p-5">
              <span className="rounded-full bg-primary-soft p-2.5 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-muted-foreground text-sm">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Button asChild size="lg">
        <Link to="/connections/add">
          <Plus aria-hidden="true" />
          Add Your First Connection
        </Link>
      </Button>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        Your chats are analysed on your device. Only the numbers are saved.
      </p>
    </section>
  )
}
