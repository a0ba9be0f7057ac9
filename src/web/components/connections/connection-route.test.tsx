// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ConnectionRoute } from './connection-route'

const FIRST = '6f1c2a70-0a9e-4c53-9d2b-6c1e1e0d5a11'
const SECOND = '0b8d3c4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'

function Counter({ id }: { id: string }) {
  const [clicks, setClicks] = useState(0)
  const navigate = useNavigate()
  return (
    <div>
      <p>connection {id}</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        clicked {clicks}
      </button>
      <button type="button" onClick={() => navigate(`/connections/${SECOND}`)}>
        next
      </button>
    </div>
  )
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/connections/:connectionId"
          element={
            <ConnectionRoute
              invalid={<p>not a connection</p>}
              render={(id) => <Counter id={id} />}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the connection id guard', () => {
  it('shows the invalid state for an address that holds no connection id', () => {
    renderAt('/connections/not-an-id')
    expect(screen.getByText('not a connection')).toBeTruthy()
  })

  it('renders the page for a valid id and starts it afresh when the id changes', async () => {
    const user = userEvent.setup()
    renderAt(`/connections/${FIRST}`)
    expect(screen.getByText(`connection ${FIRST}`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'clicked 0' }))
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'next' }))
    expect(await screen.findByText(`connection ${SECOND}`)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeTruthy()
  })
})
