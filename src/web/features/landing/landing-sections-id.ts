export const LANDING_SECTIONS_ID = 'landing-sections'
