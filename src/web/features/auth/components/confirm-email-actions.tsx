import { BackToSignIn } from './back-to-sign-in'
import { ResendButton } from './resend-button'

/**
 * What a check-your-email page offers last: another confirmation mail, or the way back.
 * `mailFailed`: sign-up could not send the first one, which the page says above the resend.
 */
export function ConfirmEmailActions({
  email,
  callbackURL,
  mailFailed = false,
}: {
  email: string
  callbackURL: string
  mailFailed?: boolean
}) {
  return (
    <>
      <ResendButton email={email} callbackURL={callbackURL} mailFailed={mailFailed} />
      <p className="text-center text-sm">
        <BackToSignIn quiet />
      </p>
    </>
  )
}
