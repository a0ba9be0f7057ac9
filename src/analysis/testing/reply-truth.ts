// The planted truth of generated reply times: the generator draws a reply within a
// conversation as a log-normal with the pair's median and σ = 1, rounded to whole
// minutes and capped (at 28 minutes unless a scenario says otherwise; generate-chat.ts).

/** The generator's spread of replies within a conversation (log-normal σ). */
const SIGMA = 1
/** The generator's default cap on a reply within a conversation, minutes. */
const CAP = 28
/** Standard normal quantiles. */
const Z = { median: 0, p90: 1.2815516 } as const

/** The planted median or 90th percentile of replies whose median is `median` minutes. */
export function plantedReplyQuantile(
  median: number,
  which: keyof typeof Z,
  cap: number = CAP,
): number {
  return Math.min(cap, median * Math.exp(SIGMA * Z[which]))
}
