import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import { BLOG_NAME, type BlogPost } from '#src/contract/blog'
import { formatUtcLongDate } from '../../lib/format-date'
import { useDocumentMeta } from '../../lib/use-document-meta'
import { postQueryOptions } from './api/get-post'
import { useRecordPostView } from './api/record-post-view'
import { ArticleBody } from './components/article-body'
import { ArticleSkeleton } from './components/article-skeleton'
import { BackToBlogButton } from './components/back-to-blog-button'
import { CategoryBadge } from './components/category-badge'
import { postDate } from './components/format-post'
import { PostMeta } from './components/post-meta'

export default function BlogArticlePage() {
  const { slug = '' } = useParams()
  const post = useQuery(postQueryOptions(slug))

  // Spec §2 and §8: a missing post or a failed fetch goes back to the list.
  if (post.isError) return <Navigate to="/blog" replace />
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {post.isPending ? <ArticleSkeleton /> : <Article post={post.data} />}
    </div>
  )
}

function Article({ post }: { post: BlogPost }) {
  useDocumentMeta(post.metaTitle ?? `${post.title} | ${BLOG_NAME}`, post.metaDescription)
  useRecordPostView(post.slug)
  const date = postDate(post)
  return (
    <article>
      <BackToBlogButton />
      <header className="mt-6 flex flex-col gap-4 border-border border-b pb-8">
        {post.category ? <CategoryBadge category={post.category} /> : null}
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-5xl sm:leading-tight">
          {post.title}
        </h1>
        <p className="text-pretty text-lg text-muted-foreground sm:text-xl">{post.excerpt}</p>
        <PostMeta
          date={formatUtcLongDate(date)}
          dateTime={date}
          readTimeMinutes={post.readTimeMinutes}
        />
      </header>
      <ArticleBody html={post.html} />
    </article>
  )
}
