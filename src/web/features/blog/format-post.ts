// Spec §9: en-US short dates on cards, en-US long on the article. Posts are dated by day in UTC,
// so formatting in UTC keeps 'Sep 8' from turning into 'Sep 7' west of Greenwich.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'Sep 8, 2026' */
export const formatCardDate = (iso: string) => shortDate.format(new Date(iso))

/** 'September 8, 2026' */
export const formatArticleDate = (iso: string) => longDate.format(new Date(iso))

/** '5 min read' */
export const formatReadTime = (minutes: number) => `${minutes} min read`

/** The date a post is shown with: its publication date, else its creation date (spec §2). */
export const postDate = (post: { publishedAt: string | null; createdAt: string }) =>
  post.publishedAt ?? post.createdAt
