import { useState } from 'react'
import { authClient } from '#src/web/lib/auth-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { serverMessage } from '../auth-messages'

export type ResendState = 'idle' | 'sending' | 'sent'

/** docs/product.md §4 resend confirmation: idle, sending, sent; §8 resend toasts. */
export function useResendConfirmation(email: string, callbackURL: string) {
  const { t } = useT()
  const [state, setState] = useState<ResendState>('idle')
  const resend = async () => {
    setState('sending')
    let failure: string
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL })
      if (!error) {
        setState('sent')
        toast.success(t('auth.resend.toast.sentTitle'), t('auth.resend.toast.sentText'))
        return
      }
      failure = serverMessage(error, t) ?? t('auth.resend.failed')
    } catch (error) {
      failure = error instanceof Error && error.message ? error.message : t('auth.resend.failed')
    }
    setState('idle')
    toast.error(t('auth.resend.toast.errorTitle'), failure)
  }
  return { state, resend }
}
