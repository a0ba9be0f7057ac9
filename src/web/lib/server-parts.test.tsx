// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { awaitServerParts, serverPartSettled, useServerPartsSettled } from './server-parts'

function Probe() {
  return <p>{useServerPartsSettled() ? 'settled' : 'waiting'}</p>
}

function serverPage(...ids: string[]) {
  document.body.innerHTML = ids.map((id) => `<div id="${id}"></div>`).join('')
}

afterEach(() => {
  for (const id of ['footer', 'sections', 'absent']) serverPartSettled(id)
  document.body.innerHTML = ''
})

describe('server parts', () => {
  it('are settled when the page was not rendered by the server', () => {
    render(<Probe />)
    expect(screen.getByText('settled')).toBeTruthy()
  })

  it('wait for each part on the page until its code has run, then settle once', () => {
    serverPage('footer', 'sections')
    awaitServerParts(document, ['footer', 'sections', 'absent'])
    const { container } = render(<Probe />, { container: document.createElement('div') })
    expect(container.textContent).toBe('waiting')
    act(() => serverPartSettled('footer'))
    expect(container.textContent).toBe('waiting')
    // A part that is not on the page was never waited for.
    act(() => serverPartSettled('absent'))
    expect(container.textContent).toBe('waiting')
    act(() => serverPartSettled('sections'))
    expect(container.textContent).toBe('settled')
    act(() => serverPartSettled('sections'))
    expect(container.textContent).toBe('settled')
  })
})
