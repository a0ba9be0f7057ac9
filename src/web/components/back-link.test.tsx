// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BackLink } from './back-link'

describe('BackLink', () => {
  it('is a link back, its arrow mirrored right to left and hidden from screen readers', () => {
    render(
      <MemoryRouter>
        <BackLink to="/dashboard" className="self-start">
          Dashboard
        </BackLink>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'Dashboard' })
    expect(link.getAttribute('href')).toBe('/dashboard')
    expect(link.className).toContain('self-start')
    const arrow = link.querySelector('svg')
    expect(arrow?.getAttribute('aria-hidden')).toBe('true')
    expect(arrow?.getAttribute('class')).toContain('rtl:-scale-x-100')
  })
})
