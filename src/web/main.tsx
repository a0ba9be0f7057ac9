import '#src/web/lib/zod-without-eval'
import '@fontsource-variable/inter'
import './styles.css'
import { startApp } from '#src/web/app/start-app'
import { startWorkerEarly } from '#src/web/lib/early-worker'
import { documentLocale } from '#src/web/lib/i18n/i18n'
import { startPwa } from '#src/web/lib/pwa/pwa-state'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render Cadence into')

// Before the app: on the share page the worker loads while the page does.
startWorkerEarly(window.location.pathname)
startApp(root)
startPwa(documentLocale(document))
