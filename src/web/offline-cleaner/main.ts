// Entry of the offline cleaner bundle (scripts/build-offline-cleaner.ts).
import { mountOfflineCleaner } from './offline-cleaner'

const root = document.getElementById('app')
if (root) mountOfflineCleaner(root)
