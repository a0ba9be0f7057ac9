import { type LucideIcon, ShieldCheck, Sparkles, Zap } from 'lucide-react'
import { WaitlistForm } from './waitlist-form'

const VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Privacy First', text: 'Your chat is analysed on your device.', icon: ShieldCheck },
  { title: 'Instant Insights', text: 'Results in seconds, even for years of messages.', icon: Zap },
  { title: 'Empowering', text: 'Awareness that helps you connect, never blame.', icon: Sparkles },
]

export function WaitlistSection() {
  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-title"
      className="scroll-mt-20 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 rounded-3xl bg-gradient-to-br from-primary-soft via-surface to-accent-soft p-8 text-center shadow-sm ring-1 ring-border sm:p-12">
        <div className="flex flex-col gap-3">
          <h2
            id="waitlist-title"
            className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            Ready to Understand Your Relationships?
          </h2>
          <p className="text-lg text-muted-foreground">
            Join the waitlist and be the first to know when Cadence opens its doors.
          </p>
        </div>
        <div className="w-full max-w-xl">
          <WaitlistForm />
        </div>
        <ul className="grid w-full gap-4 sm:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="flex flex-col items-center gap-1.5 rounded-xl bg-surface/80 p-4"
            >
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <p className="font-semibold text-sm">{title}</p>
              <p className="text-muted-foreground text-xs">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
