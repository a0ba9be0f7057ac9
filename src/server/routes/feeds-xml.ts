const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch)
}

/** Public pages a search engine should know about, besides every post. */
export const PUBLIC_ROUTES = ['/welcome', '/pricing', '/blog', '/cleaner']
