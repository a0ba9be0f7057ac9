export const NOT_FOUND_TITLE = 'Page not found · Cadence'
