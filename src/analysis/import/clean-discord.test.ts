import { describe, expect, it } from 'vitest'
import { discordDateMinutes } from './clean-discord'
import { cleanExport } from './clean-export'
import { DateOrderError, TooManySendersError } from './import-errors'
import { minutesOfWallClock } from './instant-clock'

const author = (id: string, name: string) => ({
  id,
  name,
  discriminator: '0000',
  nickname: name,
  color: null,
  isBot: false,
  avatarUrl: 'https://cdn.discordapp.com/embed/avatars/0.png',
})

const dce = (channelType: string, messages: unknown[]) =>
  JSON.stringify({
    guild: { id: '0', name: 'Direct Messages', iconUrl: '' },
    channel: {
      id: '1',
      type: channelType,
      categoryId: '0',
      category: 'Private',
      name: 'ann',
      topic: null,
    },
    dateRange: { after: null, before: null },
    messages,
    messageCount: messages.length,
  })

const message = (type: string, timestamp: string, who: ReturnType<typeof author>) => ({
  id: String(Math.random()),
  type,
  timestamp,
  timestampEdited: null,
  callEndedTimestamp: null,
  isPinned: false,
  content: 'words',
  author: who,
  attachments: [],
  embeds: [],
  reactions: [],
  mentions: [],
})

const ann = author('111', 'ann')
const ben = author('222', 'ben')

describe('DiscordChatExporter JSON', () => {
  it('reads a direct message channel at the wall clock written, skipping calls and pins', () => {
    const raw = dce('DirectTextChat', [
      message('Default', '2023-12-31T23:59:59.999+01:00', ann),
      message('Call', '2024-01-01T00:00:10.000+01:00', ben),
      message('Reply', '2024-01-01T00:01:00.000+01:00', ben),
      message('ChannelPinnedMessage', '2024-01-01T00:02:00+01:00', ann),
    ])
    expect(cleanExport(raw)).toMatchObject({
      format: 'discord-json',
      text: '31/12/23, 23:59 - User 1\n01/01/24, 00:01 - User 2\n',
      skippedSystemMessages: 2,
    })
  })

  it('refuses group DMs and server channels as groups', () => {
    const two = [
      message('Default', '2024-01-01T10:00:00+00:00', ann),
      message('Default', '2024-01-01T10:01:00+00:00', ben),
    ]
    expect(() => cleanExport(dce('DirectGroupTextChat', two))).toThrow(TooManySendersError)
    expect(() => cleanExport(dce('GuildTextChat', two))).toThrow(TooManySendersError)
  })
})

describe('DiscordChatExporter CSV', () => {
  const header = 'AuthorID,Author,Date,Content,Attachments,Reactions\n'

  it('reads quoted fields with commas, quotes and line breaks in them', () => {
    const raw =
      header +
      '"111","ann#0000","2024-03-05T21:15:04.1230000+00:00","hi, ""you""\nsecond line","",""\n' +
      '"222","ben#0000","2024-03-05T21:16:00.0000000+00:00","a,b","https://cdn/x.png",""\n' +
      '"111","ann#0000","2024-03-06T08:00:00.0000000+00:00","","","👍 (1)"\n'
    expect(cleanExport(raw)).toMatchObject({
      format: 'discord-csv',
      text: '05/03/24, 21:15 - User 1\n05/03/24, 21:16 - User 2\n06/03/24, 08:00 - User 1\n',
    })
  })

  it('reads the former default date layout and Windows line ends', () => {
    const raw = `${header.replace('\n', '\r\n')}"111","ann","17-Sep-19 11:34 PM","x","",""\r\n"222","ben","18-Sep-19 12:05 AM","y","",""\r\n`
    expect(cleanExport(raw).text).toBe('17/09/19, 23:34 - User 1\n18/09/19, 00:05 - User 2\n')
  })

  it('says so when the dates are in a custom layout', () => {
    const raw = `${header}"111","ann","Tuesday 17 September","x","",""\n`
    expect(() => cleanExport(raw)).toThrow(DateOrderError)
  })

  it('refuses a third author', () => {
    const rows = ['111', '222', '333'].map(
      (id) => `"${id}","x","2024-01-01T10:00:00+00:00","","",""`,
    )
    expect(() => cleanExport(`${header}${rows.join('\n')}\n`)).toThrow(TooManySendersError)
  })
})

describe('discordDateMinutes', () => {
  it('reads ISO 8601 and dd-MMM-yy hh:mm tt, and nothing else', () => {
    expect(discordDateMinutes('2019-01-04T17:52:39.762+00:00')).toBe(
      minutesOfWallClock(2019, 1, 4, 17, 52),
    )
    expect(discordDateMinutes('01-Jan-20 12:00 AM')).toBe(minutesOfWallClock(2020, 1, 1, 0, 0))
    expect(discordDateMinutes('01-Jan-20 12:30 PM')).toBe(minutesOfWallClock(2020, 1, 1, 12, 30))
    expect(discordDateMinutes('01-Foo-20 12:30 PM')).toBeNaN()
    expect(discordDateMinutes('1568694845')).toBeNaN()
  })
})
