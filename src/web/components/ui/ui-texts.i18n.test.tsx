// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { Dialog, DialogContent, DialogTitle } from './dialog'
import { Progress } from './progress'
import { Spinner } from './spinner'

const arabic = import.meta.glob<Messages>('/src/i18n/catalogs/common/ar.json', {
  import: 'default',
  eager: true,
})

function inArabic(children: ReactNode) {
  const i18n = setupI18n({
    locale: 'ar',
    messages: { ar: Object.assign({}, ...Object.values(arabic)) },
  })
  return <LocaleProvider i18n={i18n}>{children}</LocaleProvider>
}

function OpenDialog() {
  return (
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Title</DialogTitle>
      </DialogContent>
    </Dialog>
  )
}

describe('the design system’s own words', () => {
  it('are the English ones they always were', () => {
    const spinner = render(<Spinner />)
    expect(screen.getByRole('status').textContent).toBe('Loading')
    spinner.unmount()
    render(<OpenDialog />)
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('speak the reader’s language', () => {
    const spinner = render(inArabic(<Spinner />))
    expect(screen.getByRole('status').textContent).toBe('جارٍ التحميل')
    spinner.unmount()
    render(inArabic(<OpenDialog />))
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  })

  it('fill a progress bar from the start of the line, the right in Arabic', () => {
    const { container, unmount } = render(<Progress value={30} />)
    const indicator = () => container.querySelector<HTMLElement>('[data-state]')?.firstElementChild
    expect((indicator() as HTMLElement | null)?.style.transform).toBe('translateX(-70%)')
    unmount()
    const arabicBar = render(inArabic(<Progress value={30} />))
    expect(
      (arabicBar.container.querySelector('[data-state]')?.firstElementChild as HTMLElement | null)
        ?.style.transform,
    ).toBe('translateX(70%)')
  })
})
