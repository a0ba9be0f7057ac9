import '#src/web/lib/zod-without-eval'
import '@fontsource-variable/inter'
import './styles.css'
import { startApp } from '#src/web/app/start-app'
import { documentLocale } from '#src/web/lib/i18n/i18n'
import { startPwa } from '#src/web/lib/pwa/pwa-state'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render Cadence into')

startApp(root)
startPwa(documentLocale(document))
