import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { DEV_API_PATTERN } from './build/dev-proxy'
import { precompress } from './build/precompress'
import { preloadApp } from './build/preload-app'
import { staffGuide } from './build/staff-guide'

/**
 * index.html's comments are for us: every page the server draws starts from it, and a first page that fits in the
 * first round trip of a new connection (about 14 KB) is on screen one round trip sooner.
 */
const stripHtmlComments = (): Plugin => ({
  name: 'strip-html-comments',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: (html) => html.replace(/\s*<!--[\s\S]*?-->/g, '') },
})

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadApp(), stripHtmlComments(), staffGuide(), precompress()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Each chunk has its own stylesheet (Vite's default, cssCodeSplit): index.html links the public site's
    // (build/preload-app.ts), which the server writes into every page it draws (server/src/pages/page-shell.ts); the
    // admin area's come with its chunks.
    // Read by client/bench to measure what each page loads.
    manifest: true,
    // Every browser that runs es2022 code supports <link rel="modulepreload">; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Page chunks named by their hash alone: the first-load chunk lists every page chunk it may load (its dynamic
      // imports and their preload lists), and the pages' names there were bytes every visitor downloads.
      output: { chunkFileNames: 'assets/[hash].js' },
      treeshake: {
        // The shared contracts only declare constants and schemas: without this hint, importing PATHS pulls every
        // zod schema (and zod itself) into the first-load chunk.
        moduleSideEffects: (id: string) => !id.includes('/contracts/src/'),
      },
    },
  },
  // The server renderer (src/entry-server.tsx) is built whole, React included, and as production code: React's
  // production build then runs whatever NODE_ENV the server has (npm start leaves it unset).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: {
      // During `npm run dev` the API runs beside Vite, on PORT (3000 by default).
      [DEV_API_PATTERN]: `http://localhost:${process.env.PORT || 3000}`,
    },
  },
  test: {
    name: 'client',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 30_000,
    // One jsdom and one module graph (React, Testing Library, the app) for all test files instead of one per file,
    // which would load them again for every file. Each file cleans up what it stubs (fetch, timers, storage) and
    // Testing Library unmounts after each test; the files also pass in shuffled order (--sequence.shuffle.files).
    isolate: false,
  },
}))
