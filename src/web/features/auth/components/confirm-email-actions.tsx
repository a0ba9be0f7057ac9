import { BackToSignIn } from './back-to-sign-in'
import { ResendButton } from './resend-button'

/** What a check-your-email page offers last: another confirmation mail, or the way back. */
export function ConfirmEmailActions({
  email,
  callbackURL,
}: {
  email: string
  callbackURL: string
}) {
  return (
    <>
      <ResendButton email={email} callbackURL={callbackURL} />
      <p className="text-center text-sm">
        <BackToSignIn quiet />
      </p>
    </>
  )
}
