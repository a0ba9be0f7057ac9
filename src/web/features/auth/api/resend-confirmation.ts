import { useState } from 'react'
import { authClient } from '#src/web/lib/auth-client'
import { toast } from '#src/web/lib/toast'
import { serverMessage } from '../auth-messages'

export type ResendState = 'idle' | 'sending' | 'sent'

/** Spec §4 resend confirmation: idle, sending, sent; §8 resend toasts. */
export function useResendConfirmation(email: string, callbackURL: string) {
  const [state, setState] = useState<ResendState>('idle')
  const resend = async () => {
    setState('sending')
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL })
      if (error) throw new Error(serverMessage(error) ?? 'Failed to resend confirmation email.')
      setState('sent')
      toast.success('Email sent', "We've sent you another confirmation email.")
    } catch (error) {
      setState('idle')
      const message = error instanceof Error && error.message ? error.message : ''
      toast.error('Error', message || 'Failed to resend confirmation email.')
    }
  }
  return { state, resend }
}
