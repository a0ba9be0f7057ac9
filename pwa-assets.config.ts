import { defineConfig, type Preset } from '@vite-pwa/assets-generator/config'

// The installed app's icons, drawn from the favicon at build time (vite-plugin-pwa's assets
// generator): plain ones for the home screen and the install dialog, maskable ones with the
// brand colour to the edges for launchers that crop to a circle or a squircle, and Apple's touch
// icon. The manifest that lists them is written by the server (src/server/routes/web-manifest.ts).
const brand = { r: 0x43, g: 0x38, b: 0xca, alpha: 1 }

export const ICONS_PRESET: Preset = {
  transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
  maskable: { sizes: [192, 512], padding: 0.3, resizeOptions: { background: brand } },
  apple: { sizes: [180], padding: 0.3, resizeOptions: { background: brand } },
}

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: ICONS_PRESET,
  images: ['public/favicon.svg'],
})
