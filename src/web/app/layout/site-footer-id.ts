export const SITE_FOOTER_ID = 'site-footer'
