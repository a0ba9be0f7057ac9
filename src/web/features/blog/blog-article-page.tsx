import { useQuery } from '@tanstack/react-query'
import { Languages } from 'lucide-react'
import { Navigate, useParams } from 'react-router'
import type { BlogPost } from '#src/contract/blog'
import { direction } from '#src/i18n/locales'
import { useLocalePath } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'
import { getPostQueryOptions } from './api/get-post'
import { useRecordPostView } from './api/record-post-view'
import { articleTitle } from './blog-meta'
import { ArticleBody } from './components/article-body'
import { ArticleSkeleton } from './components/article-skeleton'
import { BackToBlogButton } from './components/back-to-blog-button'
import { CategoryBadge } from './components/category-badge'
import { formatPostDate, postDate } from './components/format-post'
import { PostMeta } from './components/post-meta'
import { useArticleLocale } from './use-article-locale'

export default function BlogArticlePage() {
  const { slug = '' } = useParams()
  const post = useQuery(getPostQueryOptions(slug, useArticleLocale()))
  const localize = useLocalePath()

  // docs/product.md §2 and §8: a missing post or a failed fetch goes back to the list.
  if (post.isError) return <Navigate to={localize('/blog')} replace />
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {post.isPending ? <ArticleSkeleton /> : <Article post={post.data} />}
    </div>
  )
}

function Article({ post }: { post: BlogPost }) {
  const { t, locale } = useT()
  const wanted = useArticleLocale()
  useDocumentMeta(articleTitle(post), post.metaDescription)
  useRecordPostView(post.slug)
  const date = postDate(post)
  // An article not translated into the reader's language comes in English, and says so.
  const inEnglish = post.lang !== wanted
  const dir = direction(post.lang)
  return (
    <article>
      <BackToBlogButton />
      <header className="mt-6 flex flex-col gap-4 border-border border-b pb-8">
        {inEnglish ? (
          <div className="flex flex-wrap items-center gap-2">
            {post.category ? <CategoryBadge category={post.category} /> : null}
            <span className="inline-flex w-fit items-center gap-1 rounded-full border border-border px-2.5 py-0.5 font-medium text-muted-foreground text-xs">
              <Languages aria-hidden="true" className="size-3" />
              {t('blog.article.inEnglish')}
            </span>
          </div>
        ) : post.category ? (
          <CategoryBadge category={post.category} />
        ) : null}
        <h1
          lang={post.lang}
          dir={dir}
          className="text-balance font-bold text-3xl tracking-tight sm:text-5xl sm:leading-tight"
        >
          {post.title}
        </h1>
        <p
          lang={post.lang}
          dir={dir}
          className="text-pretty text-lg text-muted-foreground sm:text-xl"
        >
          {post.excerpt}
        </p>
        <PostMeta
          date={formatPostDate(date, locale, 'long')}
          dateTime={date}
          readTimeMinutes={post.readTimeMinutes}
        />
      </header>
      <ArticleBody html={post.html} lang={post.lang} />
    </article>
  )
}
