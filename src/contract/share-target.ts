// The web app manifest's share target: where the phone's share sheet posts chat files, under
// which multipart field, and which kinds it offers Cadence. Read by the server (the manifest)
// and the service worker (which receives the files on the device).

export const SHARE_TARGET_PATH = '/share-target'
/** The page that shows a shared chat. */
export const SHARE_PAGE_PATH = '/share'
export const SHARED_FILES_FIELD = 'chat'
export const SHARE_ACCEPT = [
  '.txt',
  '.zip',
  '.json',
  '.csv',
  'text/plain',
  'application/zip',
  'application/json',
  'text/csv',
]
