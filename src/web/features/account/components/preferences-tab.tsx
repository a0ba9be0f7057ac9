import { Languages } from 'lucide-react'
import { useId, useState } from 'react'
import { isLocale, LOCALE_NAMES, type Locale } from '#src/i18n/locales'
import { LanguageOptions } from '#src/web/components/language-switcher'
import { Card } from '#src/web/components/ui/card'
import { switchLocale } from '#src/web/lib/i18n/i18n'
import { useT } from '#src/web/lib/i18n/use-t'
import { saveAccountLanguage } from '#src/web/lib/save-account-language'
import { refreshSession } from '#src/web/lib/session-store'
import { toast } from '#src/web/lib/toast'
import { useSession } from '#src/web/lib/use-session'

/** Account Settings → Preferences: the language Cadence speaks to this account. */
export function PreferencesTab() {
  const { t, locale } = useT()
  const { user } = useSession()
  const id = useId()
  const [saving, setSaving] = useState(false)
  const [chosen, setChosen] = useState<Locale | undefined>(undefined)
  const shown = chosen ?? user?.locale ?? (isLocale(locale) ? locale : 'en')

  async function choose(value: string) {
    if (!isLocale(value) || value === shown) return
    setSaving(true)
    try {
      await saveAccountLanguage(value)
    } catch {
      setSaving(false)
      toast.error(
        t('account.preferences.language.failedTitle'),
        t('account.preferences.language.failed'),
      )
      return
    }
    setChosen(value)
    void refreshSession().catch(() => undefined)
    try {
      await switchLocale(value)
    } catch {
      // Saved, but this page could not load the language's words (offline, say).
      toast.error(
        t('account.preferences.language.savedTitle'),
        t('account.preferences.language.switchFailed'),
      )
      return
    } finally {
      setSaving(false)
    }
    // Written after the switch, so the toast speaks the chosen language.
    toast.success(
      t('account.preferences.language.savedTitle'),
      t('account.preferences.language.saved', { language: LOCALE_NAMES[value] }),
    )
  }

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <Languages aria-hidden="true" className="size-5 text-muted-foreground" />
        {t('account.preferences.language.title')}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        {t('account.preferences.language.description')}
      </p>
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-sm">
          {t('account.preferences.language.label')}
        </label>
        <select
          id={id}
          value={shown}
          disabled={saving}
          aria-busy={saving}
          onChange={(event) => void choose(event.target.value)}
          className="min-h-11 w-full max-w-xs rounded-lg border border-border bg-surface px-3 text-foreground text-sm disabled:opacity-60"
        >
          <LanguageOptions />
        </select>
      </div>
    </Card>
  )
}
