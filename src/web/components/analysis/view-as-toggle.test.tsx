// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { ViewAs } from '#src/analysis/types'
import { ViewAsToggle } from './view-as-toggle'

function Harness() {
  const [side, setSide] = useState<ViewAs>('user1')
  return <ViewAsToggle value={side} onChange={setSide} />
}

describe('ViewAsToggle', () => {
  it('starts on User 1 and switches to User 2 when pressed', async () => {
    render(<Harness />)
    const user1 = screen.getByRole('button', { name: 'User 1' })
    const user2 = screen.getByRole('button', { name: 'User 2' })
    expect(user1.getAttribute('aria-pressed')).toBe('true')
    expect(user2.getAttribute('aria-pressed')).toBe('false')

    await userEvent.click(user2)

    expect(user2.getAttribute('aria-pressed')).toBe('true')
    expect(user1.getAttribute('aria-pressed')).toBe('false')
  })
})
