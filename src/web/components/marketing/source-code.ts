/** Where Cadence's source code, cleaner included, can be read. */
export const SOURCE_CODE_URL = 'https://github.com/cadence-app/cadence'
/** The offline cleaner: one self-contained HTML file, built with the app. */
export const OFFLINE_CLEANER_PATH = '/cadence-cleaner.html'
