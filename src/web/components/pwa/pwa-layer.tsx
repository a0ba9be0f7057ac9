import InstallButton from './install-button'
import OfflineGuard from './offline-guard'
import OfflineNotice from './offline-notice'
import UpdatePrompt from './update-prompt'
import { usePwa } from './use-pwa'

export type PwaPart = 'install' | 'notices' | 'guard'

/** The installed app's pieces, one chunk with their words, loaded once one has to show. */
export default function PwaLayer({ part, signedIn }: { part: PwaPart; signedIn: boolean }) {
  const { online, updateReady } = usePwa()
  if (part === 'install') return <InstallButton />
  if (part === 'guard') return <OfflineGuard />
  return (
    <>
      {online ? null : <OfflineNotice signedIn={signedIn} />}
      {updateReady ? <UpdatePrompt /> : null}
    </>
  )
}
