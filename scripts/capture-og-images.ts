// Draws Cadence's link-preview images (Open Graph / Twitter, 1200×630 JPEG) in Debian's Chromium:
// public/og/cadence.jpg for every page, and public/og/blog/{slug}.jpg for each English article
// in content/blog with its own title and category. The server uses an article's own image when
// it exists (src/web/ssr/entry-server.tsx), else the site's; a translation shows the site's.
// Usage: node --import tsx scripts/capture-og-images.ts

import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import matter from 'gray-matter'
import { CHROMIUM_ARGS } from '../playwright.config'

const ROOT = process.cwd()
const OUT = join(ROOT, 'public', 'og')
const BLOG = join(ROOT, 'content', 'blog')
const FONT = join(
  ROOT,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)

interface Card {
  file: string
  eyebrow: string
  eyebrowColor: string
  title: string
  footer: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch,
  )

/** The rhythm the mark and the art draw: bar heights of a made-up week of messages. */
const BARS = [38, 62, 46, 88, 54, 30, 72, 96, 58, 40, 78, 50]

function html(card: Card, font: string): string {
  const bars = BARS.map(
    (height, i) =>
      `<span style="height:${height * 2.6}px;background:${i % 4 === 3 ? '#f0a070' : '#c7c2f0'}"></span>`,
  ).join('')
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #1c1a33;
  background: linear-gradient(135deg, #eeecfd 0%, #ffffff 55%, #fdf1e8 100%); overflow: hidden; }
.wrap { position: relative; height: 100%; padding: 64px 72px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 16px; font-size: 34px; font-weight: 650; letter-spacing: -0.02em; }
.mark { width: 56px; height: 56px; border-radius: 14px; background: #4338ca; position: relative; }
.mark i { position: absolute; width: 6px; border-radius: 3px; background: #fff; }
.eyebrow { margin-top: 64px; display: inline-flex; align-self: flex-start; padding: 10px 22px; border-radius: 999px;
  font-size: 26px; font-weight: 600; background: #fff; border: 2px solid; }
h1 { margin-top: 28px; max-width: 700px; font-size: 60px; line-height: 1.08; font-weight: 750; letter-spacing: -0.03em; }
.footer { margin-top: auto; max-width: 700px; font-size: 26px; color: #5b5878; }
.art { position: absolute; right: 72px; bottom: 64px; display: flex; align-items: flex-end; gap: 8px; height: 260px; }
.art span { width: 14px; border-radius: 7px; }
</style></head><body><div class="wrap">
<div class="brand"><div class="mark"><i style="left:11px;top:23px;height:11px"></i><i style="left:20px;top:16px;height:25px"></i><i style="left:29px;top:11px;height:35px;background:#f0a070"></i><i style="left:38px;top:19px;height:18px"></i></div>Cadence</div>
<div class="eyebrow" style="color:${card.eyebrowColor};border-color:${card.eyebrowColor}">${escapeHtml(card.eyebrow)}</div>
<h1>${escapeHtml(card.title)}</h1>
<div class="footer">${escapeHtml(card.footer)}</div>
<div class="art">${bars}</div>
</div></body></html>`
}

function cards(): Card[] {
  const categories: { slug: string; name: string; color: string }[] = JSON.parse(
    readFileSync(join(BLOG, 'categories.json'), 'utf8'),
  )
  const site: Card = {
    file: 'cadence.jpg',
    eyebrow: 'Private by design',
    eyebrowColor: '#4338ca',
    title: 'The rhythm of your relationships, never the words',
    footer: 'Your chat is read on your own device, never uploaded.',
  }
  // A translation (front matter `translates`) shows the site's image: these are drawn in English.
  const articles = readdirSync(BLOG)
    .filter((name) => name.endsWith('.md'))
    .map((name) => matter(readFileSync(join(BLOG, name), 'utf8')).data)
    .filter((data) => !('translates' in data))
    .map((data): Card => {
      const category = categories.find((c) => c.slug === data.category)
      return {
        file: `blog/${String(data.slug)}.jpg`,
        eyebrow: category?.name ?? 'Relationship Insights',
        eyebrowColor: category?.color ?? '#4338ca',
        title: String(data.title),
        footer: 'Relationship Insights · the Cadence Blog',
      }
    })
  return [site, ...articles]
}

async function main() {
  mkdirSync(join(OUT, 'blog'), { recursive: true })
  const font = readFileSync(FONT).toString('base64')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
    for (const card of cards()) {
      await page.setContent(html(card, font))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await page.screenshot({ path: join(OUT, card.file), type: 'jpeg', quality: 88 })
      console.log(`public/og/${card.file}`)
    }
  } finally {
    await browser.close()
  }
}

await main()
