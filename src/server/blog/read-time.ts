/** Reading speed for essay-like prose, within the usual 200-230 words per minute. */
export const WORDS_PER_MINUTE = 220

/** Words of a markdown text: runs of letters or digits, so markup like `##` or `-` is not counted. */
export function countWords(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Whole minutes to read a text, rounded up and never less than one. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE))
}
