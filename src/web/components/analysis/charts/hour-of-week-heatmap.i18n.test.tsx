// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { WEEKDAYS, weekdayNames } from './hour-of-week'
import { HourOfWeekHeatmap } from './hour-of-week-heatmap'

const french = import.meta.glob<Messages>('/src/i18n/catalogs/analysis/fr.json', {
  import: 'default',
  eager: true,
})

function hours() {
  const empty = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))
  const user1 = empty()
  const sunday = user1[6]
  if (sunday) sunday[21] = 3
  return { user1, user2: empty() }
}

describe('the weekday names', () => {
  it('stay the English short names in English, and are Intl’s elsewhere', () => {
    expect(weekdayNames('en')).toBe(WEEKDAYS)
    expect(weekdayNames('en', 'long')).toBe(WEEKDAYS)
    expect(weekdayNames('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(weekdayNames('fr', 'long')[6]).toBe('dimanche')
  })
})

describe('the hour-of-week heatmap', () => {
  it('reads as it always has in English', () => {
    render(<HourOfWeekHeatmap hours={hours()} />)
    expect(screen.getByText('When You Talk')).toBeTruthy()
    expect(screen.getByText('You talk most on Sun around 21:00.')).toBeTruthy()
    expect(
      screen.getByRole('img', {
        name: 'Heatmap of messages by weekday and hour. You talk most on Sun around 21:00.',
      }),
    ).toBeTruthy()
    expect(screen.getByTitle('Sun 21:00: 3 messages')).toBeTruthy()
    expect(screen.getByTitle('Mon 00:00: 0 messages')).toBeTruthy()
  })

  it('speaks French', () => {
    const i18n = setupI18n({
      locale: 'fr',
      messages: { fr: Object.assign({}, ...Object.values(french)) },
    })
    render(
      <LocaleProvider i18n={i18n}>
        <HourOfWeekHeatmap hours={hours()} />
      </LocaleProvider>,
    )
    expect(screen.getByText('Quand vous échangez')).toBeTruthy()
    expect(screen.getByText('Vous échangez surtout le dimanche vers 21:00.')).toBeTruthy()
    expect(screen.getByTitle('dim. 21:00 : 3 messages')).toBeTruthy()
    expect(screen.getByTitle('lun. 00:00 : 0 message')).toBeTruthy()
  })
})
