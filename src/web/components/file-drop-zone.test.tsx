// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FileDropZone } from './file-drop-zone'

const chat = new File(['12/03/2024, 21:04 - Ana: hi\n'], 'chat.txt', { type: 'text/plain' })

function zone(busy?: string) {
  const onFile = vi.fn()
  const { container } = render(
    <FileDropZone
      onFile={onFile}
      title="Drop your chat"
      hint="A .txt export"
      accept=".txt"
      busy={busy === undefined ? undefined : <span role="status">{busy}</span>}
    />,
  )
  const label = container.querySelector('label') as HTMLLabelElement
  const input = container.querySelector('input[type="file"]') as HTMLInputElement
  return { onFile, label, input }
}

describe('the file drop zone', () => {
  it('takes a dropped or picked file', () => {
    const { onFile, label, input } = zone()
    fireEvent.drop(label, { dataTransfer: { files: [chat] } })
    fireEvent.change(input, { target: { files: [chat] } })
    expect(onFile).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Drop your chat')).toBeTruthy()
    expect(label.getAttribute('aria-busy')).toBeNull()
  })

  it('shows its work in its own box while busy, and takes no file then', () => {
    const { onFile, label, input } = zone('Reading your chat…')
    expect(screen.getByRole('status').textContent).toBe('Reading your chat…')
    expect(screen.queryByText('Drop your chat')).toBeNull()
    expect(label.getAttribute('aria-busy')).toBe('true')
    expect(input.disabled).toBe(true)
    const dragOver = fireEvent.dragOver(label, { dataTransfer: { files: [chat] } })
    // The browser must still not open a file let fall on the busy zone.
    expect(dragOver).toBe(false)
    expect(label.dataset.hover).toBeUndefined()
    fireEvent.drop(label, { dataTransfer: { files: [chat] } })
    expect(onFile).not.toHaveBeenCalled()
  })
})
