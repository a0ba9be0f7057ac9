// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetToasts, toast } from '#src/web/lib/toast'
import { installMatchMedia } from '#src/web/testing/match-media'
import { ToasterHost } from './toaster-host'

beforeAll(installMatchMedia)
// Each test starts as on a fresh page: no toast raised yet, no toaster.
beforeEach(resetToasts)

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
    toast.success('Email sent')
    expect(await screen.findByText('Email sent', {}, { timeout: 5000 })).toBeTruthy()

    toast.error('Subscription failed')
    expect(await screen.findByText('Subscription failed')).toBeTruthy()
  })
})
