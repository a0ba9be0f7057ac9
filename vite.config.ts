import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { catalogPlugin } from './scripts/catalog-plugin'

export default defineConfig({
  plugins: [
    catalogPlugin(),
    react(),
    tailwindcss(),
    // The service worker (src/web/sw/sw.ts) with the build's files to keep for offline use, and
    // the app's icons. The manifest is the server's (localized); registering is the app's own.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web/sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      pwaAssets: { config: true, includeHtmlHeadLinks: false, injectThemeColor: false },
      injectManifest: {
        rollupFormat: 'iife',
        // The shell, every page's code and styles, the fonts and the icons; not the blog's and
        // the social cards' pictures, which are large and only matter online.
        globPatterns: ['**/*.{js,css,html,woff2,svg,ico}', 'pwa-*.png', 'maskable-icon-*.png'],
        globIgnores: ['og/**', 'screenshots/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Maps are written for size measurements (scripts/measure-landing-js.ts) but not linked from
    // the bundles, and the server never serves them in production.
    sourcemap: 'hidden',
    // The server reads the manifest to preload a page's modules itself (src/server/http/public-pages.ts),
    // so the build adds no preload helper or dependency lists to the landing page's first download.
    manifest: true,
    modulePreload: false,
  },
  worker: {
    format: 'es',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  preview: {
    port: 4173,
  },
})
