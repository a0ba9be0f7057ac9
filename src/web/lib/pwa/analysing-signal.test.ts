import { afterEach, describe, expect, it, vi } from 'vitest'
import { signalAnalysing } from './analysing-signal'

/** A page whose service worker registration has `installing` (or none). */
function stubWorkers(installing: { postMessage: (message: unknown) => void } | null) {
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: async () => ({ installing }) },
  })
}

describe("a page's analysis, told to the installing service worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('says when an analysis begins and, once, when it ends', async () => {
    const postMessage = vi.fn()
    stubWorkers({ postMessage })
    const end = signalAnalysing()
    end()
    end()
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledTimes(2))
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'analysing', busy: true }],
      [{ type: 'analysing', busy: false }],
    ])
  })

  it('tells nobody when no worker is installing, or there is no service worker', async () => {
    stubWorkers(null)
    expect(() => signalAnalysing()()).not.toThrow()
    vi.stubGlobal('navigator', { serviceWorker: undefined })
    expect(() => signalAnalysing()()).not.toThrow()
  })
})
