/** Spec §2 sample: who reaches out first, 67%. */
export function InitiationSample() {
  return (
    <div
      className="flex flex-col gap-2"
      role="img"
      aria-label="Sample: you start 67% of conversations"
    >
      <div className="flex justify-between text-xs">
        <span className="font-medium">You start</span>
        <span className="font-semibold tabular-nums">67%</span>
      </div>
      <div className="h-3 overflow-hidden rounded-full bg-accent-soft">
        <div className="h-full w-[67%] rounded-full bg-primary" />
      </div>
      <div className="flex justify-between text-muted-foreground text-xs">
        <span>You</span>
        <span>Them 33%</span>
      </div>
    </div>
  )
}
