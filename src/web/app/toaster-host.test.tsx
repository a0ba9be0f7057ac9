// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { toast } from '#src/web/lib/toast'
import { installMatchMedia } from '#src/web/testing/match-media'
import { ToasterHost } from './toaster-host'

beforeAll(installMatchMedia)
afterEach(cleanup)

describe('toasts', () => {
  it('load the toaster with the first toast and show its title and description', async () => {
    const { container } = render(<ToasterHost />)
    expect(container.innerHTML).toBe('')

    toast.success('Email sent', "We've sent you another confirmation email.")
    // The first toast downloads the toaster, which takes a moment.
    expect(await screen.findByText('Email sent', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText("We've sent you another confirmation email.")).toBeTruthy()
  })

  it('show an error toast raised while the toaster is already there', async () => {
    render(<ToasterHost />)
    toast.error('Subscription failed')
    expect(await screen.findByText('Subscription failed')).toBeTruthy()
  })
})
