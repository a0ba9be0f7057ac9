import { afterEach, describe, expect, it } from 'vitest'
import { awaitServerParts, serverPartSettled, serverPartsSettled } from './server-parts'

const page = (...ids: string[]) => ({
  getElementById: (id: string) => (ids.includes(id) ? ({} as HTMLElement) : null),
})

afterEach(() => {
  for (const id of ['footer', 'sections', 'absent']) serverPartSettled(id)
})

describe('server parts', () => {
  it('are settled when the page was not rendered by the server', () => {
    expect(serverPartsSettled()).toBe(true)
  })

  it('wait for each part on the page until its code has run', () => {
    awaitServerParts(page('footer', 'sections'), ['footer', 'sections', 'absent'])
    expect(serverPartsSettled()).toBe(false)
    serverPartSettled('footer')
    // A part that is not on the page was never waited for.
    serverPartSettled('absent')
    expect(serverPartsSettled()).toBe(false)
    serverPartSettled('sections')
    expect(serverPartsSettled()).toBe(true)
    serverPartSettled('sections')
    expect(serverPartsSettled()).toBe(true)
  })
})
