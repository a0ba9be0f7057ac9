import { type Messages, setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { RhythmChapter } from '#src/analysis/types'
import de from './catalogs/gap/de.json'
import en from './catalogs/gap/en.json'
import {
  chapterSentence,
  chapterStory,
  rateChange,
  replyChange,
  startChange,
} from './chapter-texts'
import type { MessageId, MessageValues } from './messages'

type Translate = (id: MessageId, values?: MessageValues) => string

function translator(locale: string, catalog: object): Translate {
  const messages = { ...en, ...catalog } as unknown as Messages
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return (id: MessageId, values) => i18n._(id, values)
}

const chapter = (over: Partial<RhythmChapter> = {}): RhythmChapter => ({
  start: '2022-01-03',
  end: '2023-02-26',
  messagesPerDay: 40,
  replyMedianMinutes: 4,
  user1InitiationPercent: 50,
  ...over,
})

describe('what a chapter says changed', () => {
  it('puts the rate the way a person would say it', () => {
    expect(rateChange(40, 10)).toBe('quarter')
    expect(rateChange(40, 13)).toBe('third')
    expect(rateChange(40, 20)).toBe('half')
    expect(rateChange(40, 30)).toBe('less')
    expect(rateChange(40, 44)).toBeNull()
    expect(rateChange(40, 36)).toBeNull()
    expect(rateChange(40, 60)).toBe('more')
    expect(rateChange(40, 80)).toBe('double')
    expect(rateChange(40, 120)).toBe('triple')
    expect(rateChange(40, 200)).toBe('far')
    expect(rateChange(0, 3)).toBe('far')
    expect(rateChange(0, 0)).toBeNull()
  })

  it('calls replies slower from one and a half times, much slower from three', () => {
    expect(replyChange(4, 5)).toBeNull()
    expect(replyChange(4, 6)).toBe('slower')
    expect(replyChange(4, 24)).toBe('muchSlower')
    expect(replyChange(4, 2.5)).toBe('faster')
    expect(replyChange(30, 5)).toBe('muchFaster')
    // Under a minute either way is no change anyone notices.
    expect(replyChange(0.2, 0.9)).toBeNull()
    expect(replyChange(null, 5)).toBeNull()
  })

  it('names whose side starts more only from a shift of 15 points', () => {
    expect(startChange(50, 64)).toBeNull()
    expect(startChange(50, 65)).toBe('you')
    expect(startChange(50, 35)).toBe('them')
    expect(startChange(null, 80)).toBeNull()
  })

  it('the first chapter describes where the chat starts; later ones, what changed', () => {
    expect(chapterStory(chapter(), null)).toEqual({
      kind: 'first',
      messagesPerDay: 40,
      replyMedianMinutes: 4,
      youStartPercent: 50,
    })
    const later = chapter({
      messagesPerDay: 13,
      replyMedianMinutes: 12,
      user1InitiationPercent: 50,
    })
    expect(chapterStory(later, chapter())).toEqual({
      kind: 'change',
      rate: 'third',
      reply: 'muchSlower',
      start: null,
    })
  })
})

describe('the sentence of a chapter', () => {
  const english = translator('en-US', {})
  const german = translator('de', de)
  const before = chapter()
  const after = chapter({ start: '2023-03-06', messagesPerDay: 13, replyMedianMinutes: 7 })

  it('English: from the month it starts, what changed, in plain words', () => {
    expect(chapterSentence(after, before, english, 'en-US')).toBe(
      'From March 2023 you talk about a third as often and replies take longer.',
    )
    expect(chapterSentence(before, null, english, 'en-US')).toBe(
      'From January 2022 you exchange about 40 messages a day, replies typically take 4 minutes, and you start 50% of conversations.',
    )
    const turned = chapter({ start: '2024-06-03', user1InitiationPercent: 20 })
    expect(chapterSentence(turned, before, english, 'en-US')).toBe(
      'From June 2024 they start more of the conversations.',
    )
    const same = chapter({ start: '2024-06-03', messagesPerDay: 44 })
    expect(chapterSentence(same, before, english, 'en-US')).toBe(
      'From June 2024 your rhythm shifts in quieter ways.',
    )
  })

  it('English: a first chapter without replies leaves them out, one message a day is singular', () => {
    const quiet = chapter({
      messagesPerDay: 1,
      replyMedianMinutes: null,
      user1InitiationPercent: null,
    })
    expect(chapterSentence(quiet, null, english, 'en-US')).toBe(
      'From January 2022 you exchange about 1 message a day.',
    )
  })

  it('German: months, numbers and lists through Intl', () => {
    expect(chapterSentence(after, before, german, 'de')).toBe(
      'Ab März 2023: ihr schreibt etwa ein Drittel so oft und Antworten brauchen länger.',
    )
    const start = chapter({
      messagesPerDay: 2.5,
      replyMedianMinutes: 90,
      user1InitiationPercent: 62,
    })
    expect(chapterSentence(start, null, german, 'de')).toBe(
      'Ab Januar 2022: ihr schreibt euch etwa 2,5 Nachrichten am Tag, Antworten brauchen meist 1,5 Stunden und du beginnst 62\u00a0% der Gespräche.',
    )
  })
})
