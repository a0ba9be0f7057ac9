// Heights of a made-up week of messages: bursts and quiet spells, the pattern the blog is about.
const BARS = [28, 64, 40, 88, 52, 18, 10, 12, 70, 96, 60, 34, 22, 48, 80, 44]

/** Decoration for the featured banner: a row of message-rhythm bars. */
export function RhythmArt() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 end-10 hidden h-36 -translate-y-1/2 items-end gap-1.5 lg:flex"
    >
      {BARS.map((height, i) => (
        <span
          key={`${height}-${i.toString()}`}
          className={
            i % 5 === 3
              ? 'w-2.5 rounded-full bg-accent/70'
              : 'w-2.5 rounded-full bg-primary/25 dark:bg-primary/40'
          }
          style={{ height: `${height}%` }}
        />
      ))}
    </div>
  )
}
