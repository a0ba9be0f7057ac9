// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConnectionForm } from './connection-form'

describe('the add-connection form', () => {
  it('keeps submit disabled until a name that is more than spaces is typed', async () => {
    render(<ConnectionForm busy={false} onSubmit={() => {}} />)
    const submit = screen.getByRole('button', { name: 'Create Connection' })
    expect(submit).toHaveProperty('disabled', true)
    await userEvent.type(
      screen.getByLabelText('What name should we use for this connection? *'),
      '   ',
    )
    expect(submit).toHaveProperty('disabled', true)
    await userEvent.type(screen.getByLabelText(/What name should we use/), 'Sam')
    expect(submit).toHaveProperty('disabled', false)
  })

  it('sends the trimmed name and no relationship type when none is chosen', async () => {
    const onSubmit = vi.fn()
    render(<ConnectionForm busy={false} onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText(/What name should we use/), '  Sam  ')
    await userEvent.click(screen.getByRole('button', { name: 'Create Connection' }))
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Sam', relationshipType: null })
  })

  it('disables submit while the connection is being created', async () => {
    render(<ConnectionForm busy onSubmit={() => {}} />)
    await userEvent.type(screen.getByLabelText(/What name should we use/), 'Sam')
    expect(screen.getByRole('button', { name: 'Creating...' })).toHaveProperty('disabled', true)
  })

  it('shows the hint of docs/product.md §5', () => {
    render(<ConnectionForm busy={false} onSubmit={() => {}} />)
    expect(
      screen.getByText("Use a name you'll recognize (first name, nickname, or initials)"),
    ).toBeTruthy()
  })
})
