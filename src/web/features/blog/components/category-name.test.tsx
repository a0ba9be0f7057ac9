// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
import { CategoryBadge } from './category-badge'

describe('a category’s name', () => {
  it('is written in the reader’s language', () => {
    render(
      <LocaleProvider i18n={messagesIn('de')}>
        <CategoryBadge
          category={{ id: 'c1', name: 'Privacy', slug: 'privacy', color: '#2e9a78' }}
        />
      </LocaleProvider>,
    )
    expect(screen.getByText('Datenschutz')).toBeTruthy()
  })

  it('stays as written, marked as English, when the catalogs do not know it', () => {
    render(
      <LocaleProvider i18n={messagesIn('de')}>
        <CategoryBadge
          category={{ id: 'c2', name: 'Rituals', slug: 'rituals', color: '#333333' }}
        />
      </LocaleProvider>,
    )
    expect(screen.getByText('Rituals').getAttribute('lang')).toBe('en')
  })
})
