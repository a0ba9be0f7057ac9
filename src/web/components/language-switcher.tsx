import { Languages } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  isLocale,
  isLocalizedPath,
  LOCALE_NAMES,
  LOCALES,
  localizedPath,
  splitLocalePath,
} from '#src/i18n/locales'
import { switchLocale } from '#src/web/lib/i18n/i18n'
import { useT } from '#src/web/lib/i18n/use-t'
import { saveAccountLanguage } from '#src/web/lib/save-account-language'
import { refreshSession } from '#src/web/lib/session-store'
import { useSession } from '#src/web/lib/use-session'

/**
 * The language menu on every page: each language named in itself. A public page moves to its
 * address in the chosen language (`/de/pricing`); any other page changes in place. The choice
 * is kept in a cookie, so the server answers in it next time, and on a signed-in account, whose
 * mails follow it.
 */
export function LanguageSwitcher() {
  const { t, locale } = useT()
  const id = useId()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const { user } = useSession()
  const select = useRef<HTMLSelectElement>(null)

  async function choose(value: string) {
    if (!isLocale(value)) return
    if (user) {
      // Saved first: the signed-in app follows the account's language.
      await saveAccountLanguage(value).catch(() => undefined)
      await refreshSession()
    }
    await switchLocale(value)
    const { path } = splitLocalePath(pathname)
    if (isLocalizedPath(path)) navigate(`${localizedPath(value, path)}${search}${hash}`)
  }

  // The footer is server-rendered and takes its code only when it comes near, so on a slow
  // phone a language can be picked before the page listens. Hydration leaves the select as the
  // reader set it: a choice made then (an option other than the one the server marked) is
  // carried out once the switcher runs. A page in no listed language (the pseudo-locale) marks
  // none, and nothing is done.
  const choosePickedEarly = useEffectEvent(() => {
    const options = Array.from(select.current?.options ?? [])
    const served = options.find((option) => option.defaultSelected)
    const picked = options.find((option) => option.selected)
    if (served && picked && picked !== served) void choose(picked.value)
  })
  useEffect(() => choosePickedEarly(), [])

  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-muted-foreground" />
      <label htmlFor={id} className="sr-only">
        {t('common.language.label')}
      </label>
      <select
        ref={select}
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        className="min-h-11 rounded-lg border border-border bg-surface px-2 text-foreground text-sm"
      >
        <LanguageOptions />
      </select>
    </div>
  )
}

/** The six languages as a select's options, each named in itself. */
export function LanguageOptions() {
  return LOCALES.map((option) => (
    <option key={option} value={option} lang={option}>
      {LOCALE_NAMES[option]}
    </option>
  ))
}
