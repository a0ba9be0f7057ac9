// /cleaner: raw chat export in, content-free file out, all inside the browser.

import { cleanFile } from '#src/web/lib/analysis-client'
import { CleanerScreen } from './components/cleaner-screen'

export default function CleanerPage() {
  return <CleanerScreen clean={cleanFile} />
}
