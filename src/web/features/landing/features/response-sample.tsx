/** Spec §2 samples: you answer in 12 minutes, they in 2.2 hours. */
export function ResponseSample() {
  const rows = [
    { who: 'You', value: '12 minutes', width: 'w-[18%]', colour: 'bg-primary' },
    { who: 'Them', value: '2.2 hours', width: 'w-[85%]', colour: 'bg-accent' },
  ]
  return (
    <ul className="flex flex-col gap-3" aria-label="Sample average reply times">
      {rows.map((row) => (
        <li key={row.who} className="flex flex-col gap-1">
          <div className="flex justify-between text-xs">
            <span className="font-medium">{row.who}</span>
            <span className="font-semibold tabular-nums">{row.value}</span>
          </div>
          <div aria-hidden="true" className="h-2 rounded-full bg-muted">
            <div className={`h-full rounded-full ${row.width} ${row.colour}`} />
          </div>
        </li>
      ))}
    </ul>
  )
}
