import './lib/zod-without-eval'
import '@fontsource-variable/inter'
import './styles.css'
import { startApp } from './app/start-app'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render Cadence into')

startApp(root)
