import { LinguiContext } from '@lingui/react'
import { TransNoContext } from '@lingui/react/server'
import { type ReactElement, useContext } from 'react'
import type { MessageId, MessageValues } from '#src/i18n/messages'
import { browserI18n } from './i18n'

// Apart from useT, and through Lingui's context-free Trans: its markup formatter loads only with
// the pages whose messages carry markup, not with the landing page's first screen.

/**
 * A message with markup inside: `<0>…</0>` in the message becomes `components[0]` wrapped
 * around its text, so a link or emphasis stays where the translator put it.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId
  values?: MessageValues
  components?: Record<string, ReactElement>
}) {
  const i18n = useContext(LinguiContext)?.i18n ?? browserI18n
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />
}
