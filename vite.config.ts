import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { catalogPlugin } from './scripts/catalog-plugin'

/** `#src/…` is the repository's src folder (package.json `imports`, tsconfig `paths`). */
export const SRC_ALIAS = {
  find: /^#src\//,
  replacement: fileURLToPath(new URL('./src/', import.meta.url)),
}

export default defineConfig({
  plugins: [catalogPlugin(), react(), tailwindcss()],
  resolve: { alias: [SRC_ALIAS] },
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
