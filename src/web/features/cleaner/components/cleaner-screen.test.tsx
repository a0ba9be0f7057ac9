// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { cleanExport } from '#src/analysis/import/clean-export'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
import type { CleanFn } from '../use-cleaner'
import { CleanerScreen } from './cleaner-screen'

/** The worker's job done in this thread, with one progress step on the way. */
const cleanInThread: CleanFn = async (file, { onProgress, dateOrder }) => {
  onProgress?.(0.5, 'cleaning')
  return cleanExport(await file.text(), { dateOrder })
}

const ambiguousExport = new File(
  ['03/04/24, 9:15 PM - Anna: are you up?\n03/04/24, 9:20 PM - Ben: yes\n'],
  'WhatsApp Chat with Ben.txt',
  { type: 'text/plain' },
)

function previewText(): string | null | undefined {
  return screen.getByRole('figure', { name: 'First lines of the clean file' }).querySelector('pre')
    ?.textContent
}

function fileInput(): HTMLElement {
  return screen.getByLabelText(/Choose your chat export or drop it here/)
}

describe('CleanerScreen', () => {
  it('says plainly that nothing is uploaded', () => {
    render(<CleanerScreen clean={cleanInThread} />)
    expect(screen.getByText('Nothing is uploaded.')).toBeTruthy()
  })

  it('cleans a picked export and shows its format, count and the first clean lines', async () => {
    const user = userEvent.setup()
    render(<CleanerScreen clean={cleanInThread} />)
    await user.upload(fileInput(), ambiguousExport)

    const heading = await screen.findByRole('heading', { name: 'Your file is clean' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText('WhatsApp (Android)')).toBeTruthy()
    expect(screen.getByText('2', { selector: 'dd' })).toBeTruthy()
    expect(previewText()).toBe('03/04/24, 21:15 - User 1\n03/04/24, 21:20 - User 2')
    expect(screen.getByRole('button', { name: 'Download cadence-clean.txt' })).toBeTruthy()
  })

  it('says how many lines had a date or time that cannot exist', async () => {
    const user = userEvent.setup()
    render(<CleanerScreen clean={cleanInThread} />)
    const impossible =
      '[13/10/22 11:37:00 p.m.] A: x\n[14/10/22 13:37:00 a.m.] B: y\n[14/10/22 9:02:00 a.m.] B: z\n'
    await user.upload(fileInput(), new File([impossible], '_chat.txt', { type: 'text/plain' }))
    expect(
      await screen.findByText('1 line has a date or time that cannot exist and was left out.'),
    ).toBeTruthy()
  })

  it('lets the user switch an ambiguous file to month-first and cleans it again', async () => {
    const user = userEvent.setup()
    render(<CleanerScreen clean={cleanInThread} />)
    await user.upload(fileInput(), ambiguousExport)
    const dayFirst = await screen.findByRole('radio', { name: /Day first/ })
    expect((dayFirst as HTMLInputElement).checked).toBe(true)
    expect(
      screen.getByText(/We read them as day-first\. If that is wrong, switch:$/).textContent,
    ).toBe(
      'Check the dates. Every day in this chat is 12 or lower, so its dates could be day-first or month-first. We read them as day-first. If that is wrong, switch:',
    )

    await user.click(screen.getByRole('radio', { name: /Month first/ }))

    await waitFor(() =>
      expect(previewText()).toBe('04/03/24, 21:15 - User 1\n04/03/24, 21:20 - User 2'),
    )
    expect((screen.getByRole('radio', { name: /Month first/ }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('shows the engine message when the chat has a third person', async () => {
    const user = userEvent.setup()
    render(<CleanerScreen clean={cleanInThread} />)
    const group = new File(
      ['31/12/23, 21:15 - A: a\n31/12/23, 21:16 - B: b\n31/12/23, 21:17 - C: c\n'],
      'group.txt',
    )
    await user.upload(fileInput(), group)
    expect((await screen.findByRole('alert')).textContent).toMatch(/more than two people/)
  })

  it('refuses other file types before reading them', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<CleanerScreen clean={cleanInThread} />)
    await user.upload(fileInput(), new File(['x'], 'chat.pdf'))
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /a \.txt, \.json, \.csv or \.zip file/,
    )
  })

  it('offers the offline cleaner as a download', () => {
    render(<CleanerScreen clean={cleanInThread} />)
    const link = screen.getByRole('link', { name: 'Download the offline cleaner' })
    expect(link.getAttribute('href')).toBe('/cadence-cleaner.html')
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('offers the offline cleaner in the reader’s language', () => {
    render(
      <LocaleProvider i18n={messagesIn('de')}>
        <CleanerScreen clean={cleanInThread} />
      </LocaleProvider>,
    )
    const link = screen.getByRole('link', { name: 'Lade den Offline-Bereiniger herunter' })
    expect(link.getAttribute('href')).toBe('/cadence-cleaner.de.html')
    expect(link.getAttribute('download')).toBe('cadence-cleaner.html')
  })
})
