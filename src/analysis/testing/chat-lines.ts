// Builds content-free chat text from readable wall-clock times, for tests.

import { parseWallClock } from '../calendar'
import { formatChat } from './format-chat'

export type ChatLine = readonly [wallClock: string, user: 1 | 2]

/** [['2024-03-04T09:00', 1], ['2024-03-04T09:05', 2]] → 'dd/mm/yy, hh:mm - User N' lines, in the given order. */
export function chatText(lines: readonly ChatLine[]): string {
  return formatChat({
    minutes: Float64Array.from(lines, ([at]) => parseWallClock(at)),
    sender: Uint8Array.from(lines, ([, user]) => user - 1),
    length: lines.length,
  })
}
