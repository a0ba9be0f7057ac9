const STEPS = [
  {
    title: 'Export',
    text: 'Export the chat from WhatsApp or Telegram, without media, onto your own device.',
  },
  {
    title: 'Clean',
    text: "Cadence's cleaner removes every message's text and both names in your browser. Only timestamps and the labels User 1 and User 2 remain.",
  },
  {
    title: 'Analyze',
    text: 'The cleaned timings are analysed on your device, in a background worker of this page. Nothing is sent anywhere.',
  },
]

export function PrivacySteps() {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h3 className="font-semibold text-lg">How your chat stays private</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <p className="font-medium">{step.title}</p>
              <p className="text-muted-foreground text-sm leading-relaxed">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
