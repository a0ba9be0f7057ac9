/**
 * Opens a tab synchronously inside the click (so pop-up blockers allow it), to be pointed at an
 * address that is still being fetched. Returns null when the browser refused.
 */
export function openPendingTab(): { go(url: string): void; close(): void } | null {
  const tab = window.open('', '_blank')
  if (!tab) return null
  tab.opener = null
  return {
    go: (url) => {
      tab.location.href = url
    },
    close: () => tab.close(),
  }
}
