import ReactMarkdown, { type Components } from 'react-markdown'
import { Link } from 'react-router'
import remarkGfm from 'remark-gfm'
import { markdownUrlTransform } from './markdown-url'

// Spec §2: custom styling only for headings, paragraphs, lists, bold, italic, blockquote,
// horizontal rule and inline code. Raw HTML in the markdown is skipped (no rehype-raw).
const components: Components = {
  h1: ({ node: _, ...props }) => (
    <h2 className="mt-12 mb-4 font-bold text-3xl tracking-tight" {...props} />
  ),
  h2: ({ node: _, ...props }) => (
    <h2 className="mt-12 mb-4 scroll-mt-24 font-bold text-2xl tracking-tight" {...props} />
  ),
  h3: ({ node: _, ...props }) => (
    <h3 className="mt-8 mb-3 font-semibold text-xl tracking-tight" {...props} />
  ),
  h4: ({ node: _, ...props }) => <h4 className="mt-6 mb-2 font-semibold text-lg" {...props} />,
  p: ({ node: _, ...props }) => <p className="my-5 leading-8" {...props} />,
  ul: ({ node: _, ...props }) => (
    <ul className="my-5 list-disc space-y-2 pl-6 marker:text-primary/70" {...props} />
  ),
  ol: ({ node: _, ...props }) => (
    <ol className="my-5 list-decimal space-y-2 pl-6 marker:text-muted-foreground" {...props} />
  ),
  li: ({ node: _, ...props }) => <li className="pl-1 leading-7" {...props} />,
  strong: ({ node: _, ...props }) => (
    <strong className="font-semibold text-foreground" {...props} />
  ),
  em: ({ node: _, ...props }) => <em className="italic" {...props} />,
  blockquote: ({ node: _, ...props }) => (
    <blockquote
      className="my-8 rounded-r-xl border-primary border-l-4 bg-primary-soft/60 px-6 py-1 text-lg text-primary-soft-foreground italic"
      {...props}
    />
  ),
  hr: ({ node: _, ...props }) => <hr className="my-12 border-border" {...props} />,
  // Not a style: a link to another page of Cadence stays inside the app instead of reloading it.
  a: ({ node: _, href = '', children, ...props }) =>
    href.startsWith('/') && !href.startsWith('//') ? (
      <Link to={href} {...props}>
        {children}
      </Link>
    ) : (
      <a href={href || undefined} rel="noopener noreferrer" {...props}>
        {children}
      </a>
    ),
  code: ({ node: _, ...props }) => (
    <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
}

/** The article's markdown; links and images pass only the spec's safe schemes. */
function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className="text-[1.0625rem] text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        urlTransform={markdownUrlTransform}
        components={components}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  )
}

export default ArticleBody
