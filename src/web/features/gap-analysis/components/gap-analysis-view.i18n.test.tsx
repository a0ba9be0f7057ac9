// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildGapAnalysis } from '#src/analysis/gap-analysis'
import { analyzedGapYear } from '#src/analysis/testing/gap-year'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { queryKeys } from '#src/web/lib/query-keys'
import { GapAnalysisView } from './gap-analysis-view'

// The areas the page loads (pages.ts), as the catalog plugin compiles them.
const catalogs = import.meta.glob<Messages>('/src/i18n/catalogs/{common,plans,gap}/*.json', {
  import: 'default',
  eager: true,
})

function messagesOf(locale: string): Messages {
  const english = Object.entries(catalogs).filter(([path]) => path.endsWith('/en.json'))
  const own = Object.entries(catalogs).filter(([path]) => path.endsWith(`/${locale}.json`))
  return Object.assign({}, ...[...english, ...own].map(([, messages]) => messages))
}

const CONNECTION = {
  id: '6a0c3a43-3a43-4c1e-9d1e-2c2a4b9e7f10',
  name: 'Sam',
  relationshipType: 'Friend',
}
const analysis = analyzedGapYear()
const data = buildGapAnalysis(analysis, CONNECTION)
const { analysisData } = analysis
const ADVANCED = {
  repliesBySide: {
    you: analysisData.responseTimeBySender.user1,
    them: analysisData.responseTimeBySender.user2,
  },
  hourOfWeek: analysisData.hourOfWeek,
}

function renderIn(locale: string, access: 'basic' | 'advanced') {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData(queryKeys.connections.annotations(CONNECTION.id), [])
  const i18n = setupI18n({ locale, messages: { [locale]: messagesOf(locale) } })
  return render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <GapAnalysisView
            data={data}
            access={access}
            advanced={access === 'advanced' ? ADVANCED : null}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  )
}

function card(title: RegExp) {
  const heading = screen.getByRole('heading', { name: title })
  const found = heading.closest('[id^="anomaly-"]')
  if (!(found instanceof HTMLElement)) throw new Error(`no card for ${title}`)
  return found
}

describe('the gap analysis page in another language', () => {
  it('Arabic: headings, months and titles from the catalog, no message id left', () => {
    const { container } = renderIn('ar', 'advanced')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إيقاعات العلاقة مع Sam')
    expect(screen.getByRole('heading', { name: /^صمت لمدة \d+ يومًا$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^مايو 2023: حدث واحد، حرج$/ })).toBeTruthy()
    expect(screen.getByText('الردود لكل طرف')).toBeTruthy()
    expect(container.textContent).not.toMatch(/\bgap\.[a-z]/)
    for (const element of container.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder'])
        expect(element.getAttribute(name) ?? '').not.toMatch(/^gap\./)
  })

  it('German: the reassurance, the explanations, feelings and prompts, and the months', () => {
    const { container } = renderIn('de', 'advanced')
    expect(data.reassuranceMessage).toMatch(/^Even the longest pause here was followed/)
    expect(
      screen.getByText(
        'Selbst auf die längste Pause hier folgte eine Wiederannäherung. Eine Beziehung bemisst sich nicht an ihren stillen Momenten.',
      ),
    ).toBeTruthy()
    const silence = card(/^Funkstille von 14 Tagen$/)
    expect(
      within(silence).getByText(
        'Lange Funkstille kommt auch in dauerhaften Beziehungen vor, und oft folgt darauf eine Wiederannäherung. Diese hier sticht heraus, gemessen daran, wie ihr sonst schreibt – ein Grund für einen behutsamen Blick zurück, nicht für ein Urteil.',
      ),
    ).toBeTruthy()
    for (const feeling of ['Besorgt', 'Zurückgezogen', 'Hoffnungsvoll'])
      expect(within(silence).getByText(feeling)).toBeTruthy()
    expect(
      within(silence).getByText(
        'Weißt du noch, wie sich diese stille Phase damals angefühlt hat und wie sie endete?',
      ),
    ).toBeTruthy()
    // The other side's slow replies: the explanation names whose replies they were.
    const delay = card(/^Längere Antwortzeiten$/)
    expect(
      within(delay).getByText(/^Die Antworten der anderen Person brauchten viel länger als sonst/),
    ).toBeTruthy()
    const titles = [...container.querySelectorAll('li[title]')].map((li) =>
      li.getAttribute('title'),
    )
    expect(titles).toContain(
      'Mai 2023: Distanziert. Ein ruhigerer Monat: 684 Nachrichten, mit einer Pause von 14 Tagen.',
    )
    // No English sentence of the engine is left on the page.
    for (const anomaly of data.anomalies)
      for (const english of [
        anomaly.therapeuticExplanation,
        anomaly.reflectionPrompt,
        ...anomaly.likelyFeelings,
      ])
        expect(container.textContent).not.toContain(english)
    expect(container.textContent).not.toContain(data.reassuranceMessage)
    for (const month of data.monthlyTimeline)
      expect(titles.join('\n')).not.toContain(month.description)
  })

  it('German: the basic level, with the locked advanced part', () => {
    const { container } = renderIn('de', 'basic')
    expect(screen.getByRole('heading', { name: 'Momente, die herausstechen' })).toBeTruthy()
    expect(screen.getByText('Kritische Ereignisse')).toBeTruthy()
    expect(screen.getByText('Erweiterte Lückenanalyse')).toBeTruthy()
    expect(container.textContent).not.toMatch(/\bgap\.[a-z]/)
  })
})
