/** The cleaner's whole source, readable in the browser: the offline file's own text, served as plain text. */
export const SOURCE_CODE_URL = '/cadence-cleaner-source.txt'
/** The offline cleaner: one self-contained HTML file, built with the app. */
export const OFFLINE_CLEANER_PATH = '/cadence-cleaner.html'
