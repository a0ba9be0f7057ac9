// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '#src/web/testing/render-with-router'
import { ChatUpload } from './chat-upload'

const connection = { id: '3f1c1a52-5a0e-4c43-9a39-0d6f3c2b9e11', name: 'Sam' }

function renderUpload() {
  renderWithRouter(<ChatUpload connection={connection} onSaved={() => {}} />)
  const input = document.querySelector('input[type="file"]')
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input')
  return input
}

describe('the upload screen', () => {
  it('names the connection and offers no analysis before a file is chosen', () => {
    renderUpload()
    expect(screen.getByRole('heading', { name: 'Upload Chat for Sam' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Analyze Connection' })).toBeNull()
  })

  it('refuses a file that is not a .txt export with the message of docs/product.md §5', async () => {
    const input = renderUpload()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, new File(['%PDF'], 'chat.pdf', { type: 'application/pdf' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Please upload a .txt file (obfuscated chat export)',
    )
    expect(screen.queryByRole('button', { name: 'Analyze Connection' })).toBeNull()
  })

  it('shows a chosen .TXT file with its size in MB and offers the analysis', async () => {
    const input = renderUpload()
    const text = '01/02/24, 10:00 - User 1\n'.repeat(60_000)
    await userEvent.upload(input, new File([text], 'Chat.TXT', { type: 'text/plain' }))
    expect(screen.getByText('Chat.TXT')).toBeTruthy()
    expect(screen.getByText('1.43 MB')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Analyze Connection' })).toBeTruthy()
  })
})
