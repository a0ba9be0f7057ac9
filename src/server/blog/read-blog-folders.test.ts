import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localeOfPrefix } from '#src/i18n/locales'
import { createBlogFolder } from '../testing/blog-fixture'
import { DEFAULT_BLOG_FOLDER } from './blog-content-folders'
import { isTranslation } from './front-matter'
import { readBlogFolders } from './read-blog-folders'

describe('the articles that ship with Cadence', () => {
  const { posts } = readBlogFolders([DEFAULT_BLOG_FOLDER])
  const originals = new Set(
    posts.filter((p) => !isTranslation(p.frontMatter)).map((p) => p.frontMatter.slug),
  )

  it('include a German translation of one of them', () => {
    const german = posts.find((p) => p.frontMatter.slug === 'uebers-schreiben-reden-ohne-vorwuerfe')
    expect(german?.frontMatter).toMatchObject({
      lang: 'de',
      translates: 'talking-about-texting-without-blame',
      title: 'Übers Schreiben reden, ohne Vorwürfe',
    })
  })

  it('link, in a translation, to articles that exist, in the translation’s language', () => {
    for (const post of posts) {
      const fm = post.frontMatter
      if (!isTranslation(fm)) continue
      const links = [...post.content.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '')
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        const [, prefix = '', page = ''] = /^\/([^/#?]+)(\/[^#?]*)/.exec(link) ?? []
        expect({ link, locale: localeOfPrefix(prefix) }).toEqual({ link, locale: fm.lang })
        const slug = /^\/blog\/(.+)$/.exec(page)?.[1]
        if (slug) expect(originals, link).toContain(slug)
      }
    }
  })
})

describe('reading translated articles', () => {
  let content: ReturnType<typeof createBlogFolder>
  beforeEach(() => {
    content = createBlogFolder()
    content.write({ slug: 'first-move', category: 'privacy', featured: true })
  })
  afterEach(() => content.cleanup())
  const read = () => readBlogFolders([content.folder])

  it('reads an article as English unless it says otherwise, and a translation with its original', () => {
    content.write({ slug: 'der-erste-schritt', lang: 'de', translates: 'first-move' })
    content.write({ slug: 'second', lang: 'en' })
    const posts = new Map(read().posts.map((p) => [p.frontMatter.slug, p.frontMatter]))
    expect(posts.get('first-move')).toMatchObject({ lang: 'en', category: 'privacy' })
    expect(posts.get('second')).toMatchObject({ lang: 'en' })
    expect(posts.get('der-erste-schritt')).toEqual({
      title: 'About der-erste-schritt',
      slug: 'der-erste-schritt',
      excerpt: 'A short excerpt of der-erste-schritt.',
      lang: 'de',
      translates: 'first-move',
    })
  })

  it('takes translations of one article into several languages', () => {
    content.write({ slug: 'der-erste-schritt', lang: 'de', translates: 'first-move' })
    content.write({ slug: 'al-khutwa', lang: 'ar', translates: 'first-move' })
    content.write({ slug: 'o-primeiro-passo', lang: 'pt-BR', translates: 'first-move' })
    expect(read().posts).toHaveLength(4)
  })

  it.each([
    {
      what: 'an unknown language',
      post: { slug: 'le-premier-pas', lang: 'fr-CA', translates: 'first-move' },
      error: /le-premier-pas\.md: lang: must be one of en, es, pt-BR, de, fr, ar/,
    },
    {
      what: 'an unknown language on an original',
      post: { slug: 'klingon', lang: 'tlh' },
      error: /klingon\.md: lang: must be one of en, es, pt-BR, de, fr, ar/,
    },
    {
      what: 'a translation into English',
      post: { slug: 'the-first-move-again', lang: 'en', translates: 'first-move' },
      error: /the-first-move-again\.md: lang: a translation is in another language than English/,
    },
    {
      what: 'a translation of no article',
      post: { slug: 'der-zweite-schritt', lang: 'de', translates: 'second-move' },
      error: /der-zweite-schritt\.md: translates "second-move", which is no article/,
    },
    {
      what: 'an article in another language that translates nothing',
      post: { slug: 'nur-deutsch', lang: 'de' },
      error:
        /nur-deutsch\.md: lang: an article in another language than English is a translation: name the slug of its English original in "translates"/,
    },
    {
      what: 'a translation without its language',
      post: { slug: 'ohne-sprache', translates: 'first-move' },
      error: /ohne-sprache\.md: lang: must be one of/,
    },
  ])('refuses $what, naming the file', ({ post, error }) => {
    content.write(post)
    expect(read).toThrow(error)
  })

  it('refuses a translation that repeats what it takes from its original', () => {
    content.writeRaw(
      'der-erste-schritt.md',
      '---\ntitle: "Der erste Schritt"\nslug: "der-erste-schritt"\nexcerpt: "Wer zuerst schreibt."\nlang: "de"\ntranslates: "first-move"\ncategory: "privacy"\nfeatured: true\n---\nText.\n',
    )
    expect(read).toThrow(
      /der-erste-schritt\.md: a translation takes category, published_at, featured from its original: leave out "category", "featured"/,
    )
  })

  it('refuses two translations of one article into one language', () => {
    content.write({ slug: 'der-erste-schritt', lang: 'de', translates: 'first-move' })
    content.write({ slug: 'erster-schritt', lang: 'de', translates: 'first-move' })
    expect(read).toThrow(
      /erster-schritt\.md: "first-move" already has a translation into de \(.*der-erste-schritt\.md\)/,
    )
  })

  it('refuses a translation of a translation', () => {
    content.write({ slug: 'der-erste-schritt', lang: 'de', translates: 'first-move' })
    content.write({ slug: 'el-primer-paso', lang: 'es', translates: 'der-erste-schritt' })
    expect(read).toThrow(
      /el-primer-paso\.md: translates "der-erste-schritt", itself a translation: name the English original/,
    )
  })
})
