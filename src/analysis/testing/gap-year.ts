import { analyzeChat } from '../analyze'
import { generateChat } from './generate-chat'

/**
 * Tests only: the analysis of a year of chat from 2 January 2023 with a two-week silence in May
 * and a three-week slow-reply spell from the other side in September, the gap analysis's fixture.
 */
export function analyzedGapYear(): ReturnType<typeof analyzeChat> {
  return analyzeChat(
    generateChat({
      seed: 5,
      start: '2023-01-02',
      days: 365,
      events: [
        { type: 'silence', start: '2023-05-08', days: 14 },
        { type: 'response_delay', start: '2023-09-04', days: 21, who: 'user2', medianMinutes: 300 },
      ],
    }),
  )
}
