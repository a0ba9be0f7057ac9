/** Hands a blob to the browser as a download, without leaving the page; nothing is sent anywhere. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the browser has taken the file (some read the URL after click() returns).
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Saves text as a UTF-8 file (a cleaned chat). */
export function saveText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName)
}
