import { useQuery } from '@tanstack/react-query'
import { BookOpen, RotateCw } from 'lucide-react'
import type { BlogPostSummary } from '#src/contract/blog'
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales'
import { NewsletterSignup } from '#src/web/components/newsletter-signup'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'
import { getCategoriesQueryOptions } from './api/get-categories'
import { getFeaturedPostsQueryOptions } from './api/get-featured-posts'
import { getPostsQueryOptions } from './api/get-posts'
import { BLOG_LIST_META } from './blog-meta'
import { BlogListSkeleton } from './components/blog-list-skeleton'
import { CategoryFilter } from './components/category-filter'
import { FeaturedPostBanner } from './components/featured-post-banner'
import { PostCard } from './components/post-card'
import { selectGridPosts } from './components/select-grid-posts'
import { useArticleLocale } from './use-article-locale'
import { useCategoryParam } from './use-category-param'

export default function BlogListPage() {
  const { t } = useT()
  const lang = useArticleLocale()
  const category = useCategoryParam()
  const categories = useQuery(getCategoriesQueryOptions())
  const posts = useQuery(getPostsQueryOptions(category, lang))
  const featured = useQuery(getFeaturedPostsQueryOptions(lang))
  useDocumentMeta(t(BLOG_LIST_META.title))

  const banner = category ? undefined : featured.data?.[0]
  const failed = categories.isError || posts.isError || featured.isError
  const loading = categories.isPending || posts.isPending || featured.isPending

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex max-w-2xl flex-col gap-3">
        <p className="inline-flex items-center gap-2 font-medium text-primary text-sm">
          <BookOpen aria-hidden="true" className="size-4" />
          {t('blog.list.eyebrow')}
        </p>
        <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl">
          {t('blog.list.title')}
        </h1>
        <p className="text-pretty text-lg text-muted-foreground">{t('blog.list.description')}</p>
        <EnglishNote lang={lang} posts={posts.data} />
      </header>

      {failed ? (
        <Alert variant="destructive">
          <AlertTitle>{t('blog.list.error.title')}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            {t('blog.list.error.body')}
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void categories.refetch()
                void posts.refetch()
                void featured.refetch()
              }}
            >
              <RotateCw aria-hidden="true" />
              {t('blog.list.error.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : loading ? (
        <BlogListSkeleton />
      ) : (
        <>
          <CategoryFilter categories={categories.data} selected={category} />
          {banner ? <FeaturedPostBanner post={banner} /> : null}
          <PostGrid posts={selectGridPosts(posts.data, category, banner)} />
        </>
      )}

      <NewsletterSignup className="mt-6" />
    </div>
  )
}

/**
 * Read in another language, the articles not translated into it are in English: all of them
 * ('The articles are written in English.') or some ('Articles not yet translated…').
 */
function EnglishNote({ lang, posts }: { lang: Locale; posts: BlogPostSummary[] | undefined }) {
  const { t } = useT()
  if (lang === DEFAULT_LOCALE || !posts) return null
  const inEnglish = posts.filter((post) => post.lang !== lang).length
  if (inEnglish === 0) return null
  return (
    <p className="text-muted-foreground text-sm">
      {inEnglish === posts.length ? t('blog.list.inEnglish') : t('blog.list.someInEnglish')}
    </p>
  )
}

function PostGrid({ posts }: { posts: Parameters<typeof selectGridPosts>[0] }) {
  const { t } = useT()
  if (posts.length === 0)
    return (
      <p className="rounded-xl border border-border border-dashed bg-surface px-6 py-12 text-center text-muted-foreground">
        {t('blog.list.empty')}
      </p>
    )
  return (
    <section aria-label={t('blog.list.articles')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
