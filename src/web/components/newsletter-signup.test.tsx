// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import { NEWSLETTER_TOAST_MESSAGES, NewsletterSignup } from './newsletter-signup'

describe('the newsletter block', () => {
  it('shows the toasts of docs/product.md §8 word for word in English', () => {
    // The test set-up loads the English catalogs (src/web/testing/english-messages.ts).
    for (const [text, id] of Object.entries(NEWSLETTER_TOAST_MESSAGES))
      expect(browserI18n._(id)).toBe(text)
  })

  it('reads as it always has in English', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewsletterSignup />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Stay Connected' })).toBeTruthy()
    expect(
      screen.getByText(
        'New essays on the rhythm of relationships, now and then. No spam, unsubscribe anytime.',
      ),
    ).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('placeholder')).toBe(
      'Enter your email address',
    )
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
  })
})
