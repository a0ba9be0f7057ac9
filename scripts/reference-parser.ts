// What a comment or a document cites, and whether it resolves: the pure half of
// scripts/check-references.ts (which reads the files), so its rules can be tested on strings.
//
// A citation is a repository path (`src/web/lib/cn.ts`, `docs/plans.md`, a folder `src/server/
// testing/`), optionally with sections (`docs/product.md §8`, or a list of them joined by
// commas, "and" or a dash) or an anchor (`docs/contributing.md#add-a-route`), or a Markdown
// link. A bare source file name (`whatsapp-scan.ts`) is a path too: it must exist somewhere in
// the tree. "spec §9" cites the product's rules, docs/product.md, by the name the
// specification had. A section number without a document means a section of the document it
// is written in; in a comment it belongs to the last document the comment cited, and with none
// it is an error. Bare names of other files (`chat.md`, `result.json`: other tools' output;
// `index.js`: a build's) are not repository paths; `project:path` names a file of another project.

import ts from 'typescript'

export interface Citation {
  /** 1-based line of the citing text. */
  line: number
  /** The path as written (without its anchor); undefined for a section of the citing document. */
  path?: string
  /** Section numbers cited after the path, as written ('8', '5.1'). */
  sections: string[]
  anchor?: string
  /** A Markdown link's target: resolved from the citing file's folder only, as GitHub does. */
  link?: boolean
}

/** What a Markdown document offers to cite: numbered sections and heading anchors. */
export interface DocumentOutline {
  sections: Set<string>
  anchors: Set<string>
}

const EXTENSIONS = 'tsx?|mjs|cjs|js|json|jsonc|md|css|html|sql|ya?ml|webmanifest|txt|svg|png|webp'
/** Source files: written by hand in this repository, so a bare name of one must name one of ours. */
const SOURCE = /\.(?:tsx?|mjs|cjs)$/
/** The document "spec §N" cites: the product's rules, once the specification. */
export const SPEC_DOCUMENT = 'docs/product.md'
/** Folders a path may start from to be checked even without an extension. */
const ROOTS = ['src', 'e2e', 'scripts', 'bench', 'docs', 'public', 'content', 'bin', '.ci']

const SECTION = String.raw`§(\d+(?:\.\d+)*)`
const SECTION_LIST = new RegExp(
  String.raw`^\`?\s*${SECTION}((?:\s*(?:,|and|or|–|-|&)\s*§\d+(?:\.\d+)*)*)`,
)
const PATH = new RegExp(
  String.raw`(?<![\w@./#:-])(#src/|\.{1,2}/)?((?:[\w.-]+/)*(?:\w[\w.-]*\.(?:${EXTENSIONS})\b|[\w.-]+/?))(#[\p{L}\p{N}_-]+)?`,
  'gu',
)
const BARE_SECTION = new RegExp(SECTION, 'g')
const SPEC = /\bspec\s+(?=§)/gi
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g

/** Text that looks like a path but is a placeholder, a pattern, a URL or a package. */
function isPattern(token: string): boolean {
  return /[<>*{}…$]|NNN|node_modules|^@/.test(token)
}

/** Whether a token is worth checking as a repository path. */
function looksLikePath(prefix: string | undefined, token: string): boolean {
  if (isPattern(token)) return false
  const hasExtension = new RegExp(String.raw`\.(?:${EXTENSIONS})$`).test(token)
  if (prefix === '#src/') return true
  if (hasExtension)
    return (
      token.includes('/') ||
      /^[A-Z].*\.md$/.test(token) ||
      (/^\w/.test(token) && SOURCE.test(token))
    )
  if (!token.includes('/')) return false
  return ROOTS.includes(token.split('/')[0] ?? '')
}

/**
 * The citations of one line of prose (a comment line or a Markdown line). `lastDocument` is the
 * document cited last before this line in the same comment, for section numbers that follow it.
 */
export function citationsInLine(
  text: string,
  line: number,
  markdown: boolean,
  lastDocument?: string,
): Citation[] {
  const found: Array<Citation & { at: number }> = []
  const covered: Array<[number, number]> = []
  const isCovered = (at: number) => covered.some(([from, to]) => at >= from && at < to)
  const prose = text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, (url) => ' '.repeat(url.length))

  if (markdown) {
    for (const match of prose.matchAll(MARKDOWN_LINK)) {
      const target = match[1] ?? ''
      covered.push([match.index, match.index + match[0].length])
      if (/^[a-z]+:|^\//i.test(target) || isPattern(target)) continue
      const [path, anchor] = target.split('#')
      const link = Boolean(path)
      found.push({ at: match.index, line, path: path || undefined, sections: [], anchor, link })
    }
  }

  for (const match of prose.matchAll(PATH)) {
    const start = match.index
    if (isCovered(start) || /[*<{…]/.test(prose[start + match[0].length] ?? '')) continue
    // The end of a pattern (`billing*.ts`, `<name>-page.tsx`, `{area}.ts`) names no file.
    if (/[*>}…]/.test(prose[start - 1] ?? '')) continue
    const prefix = match[1]
    const token = (match[2] ?? '').replace(/\.+$/, '')
    if (!looksLikePath(prefix, token)) continue
    const end = start + (prefix ?? '').length + token.length + (match[3] ?? '').length
    const path = prefix === '#src/' ? `src/${token}` : `${prefix ?? ''}${token}`
    const citation = { at: start, line, path, sections: [] as string[], anchor: match[3]?.slice(1) }
    if (token.endsWith('.md')) {
      const list = SECTION_LIST.exec(prose.slice(end))
      if (list) {
        citation.sections = [...list[0].matchAll(BARE_SECTION)].map((section) => section[1] ?? '')
        covered.push([end, end + list[0].length])
      }
    }
    covered.push([start, end])
    found.push(citation)
  }

  for (const match of prose.matchAll(SPEC)) {
    const after = match.index + match[0].length
    const list = isCovered(match.index) ? null : SECTION_LIST.exec(prose.slice(after))
    if (!list) continue
    const sections = [...list[0].matchAll(BARE_SECTION)].map((section) => section[1] ?? '')
    covered.push([match.index, after + list[0].length])
    found.push({ at: match.index, line, path: SPEC_DOCUMENT, sections })
  }

  for (const match of prose.matchAll(BARE_SECTION)) {
    if (!isCovered(match.index)) found.push({ at: match.index, line, sections: [match[1] ?? ''] })
  }

  let document = lastDocument
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at: _, ...citation }) => {
      if (markdown) return citation
      if (citation.path?.endsWith('.md') && !citation.link) document = citation.path
      return citation.path || !document ? citation : { ...citation, path: document }
    })
}

/** The last document a line's citations name, for the section numbers of the lines after it. */
function lastDocumentOf(citations: Citation[], before?: string): string | undefined {
  return citations.filter((c) => c.path?.endsWith('.md') && !c.link).at(-1)?.path ?? before
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The numbered sections (`## 8. Try it` → '8', `### 5.1 Monthly` → '5.1') and anchors of a document. */
export function outlineOf(markdown: string): DocumentOutline {
  const sections = new Set<string>()
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line)
    if (!heading) continue
    const title = heading[1] ?? ''
    const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(title)
    if (number?.[1]) sections.add(number[1])
    const anchor = headingAnchor(title)
    const times = seen.get(anchor) ?? 0
    seen.set(anchor, times + 1)
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`)
  }
  return { sections, anchors }
}

/** The comments of a TypeScript or JavaScript file, each with the line it starts on. */
export function commentsOf(
  source: string,
  fileName: string,
): Array<{ text: string; line: number }> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const seen = new Set<number>()
  const comments: Array<{ text: string; line: number }> = []
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      const line = file.getLineAndCharacterOfPosition(range.pos).line + 1
      comments.push({ text: source.slice(range.pos, range.end), line })
    }
  }
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos))
    collect(ts.getTrailingCommentRanges(source, node.end))
    for (const child of node.getChildren(file)) visit(child)
  }
  visit(file)
  return comments.sort((a, b) => a.line - b.line)
}

/** The citations of a file's prose: its comments in code, every line outside code blocks in Markdown. */
export function citationsOf(source: string, fileName: string): Citation[] {
  if (fileName.endsWith('.md')) {
    let fenced = false
    return source.split('\n').flatMap((text, index) => {
      if (text.startsWith('```')) fenced = !fenced
      return fenced ? [] : citationsInLine(text, index + 1, true)
    })
  }
  const comments = /\.(css|html)$/.test(fileName)
    ? [...source.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g)].map((match) => ({
        text: match[0],
        line: source.slice(0, match.index).split('\n').length,
      }))
    : commentsOf(source, fileName)
  return comments.flatMap(({ text, line }) => {
    let document: string | undefined
    return text.split('\n').flatMap((part, offset) => {
      const citations = citationsInLine(part, line + offset, false, document)
      document = lastDocumentOf(citations, document)
      return citations
    })
  })
}
