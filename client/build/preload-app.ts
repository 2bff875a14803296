import path from 'node:path'
import { inertScripts, modulePreloadLink } from '../../contracts/src/page-scripts.ts'
import type { Plugin, Rolldown } from 'vite'

/** The module that starts the app: src/main.tsx imports it from the link marked `data-app`. */
export const APP_MODULE = 'src/start-app.tsx'

/**
 * Builds the app as an entry of its own and lists it (marked `data-app`) with each module it imports in an inert
 * <template data-scripts> of index.html: src/main.tsx moves the links into the head once the page is painted, so
 * the browser fetches them all at once, and imports the app.
 */
export function preloadApp(): Plugin {
  let root = ''
  return {
    name: 'preload-app',
    config: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? { build: { rollupOptions: { input: { index: 'index.html', app: APP_MODULE } } } }
        : undefined,
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const links = bundle ? builtApp(bundle, root, chunk?.fileName) : [modulePreloadLink(`/${APP_MODULE}`, { app: true })]
        // The entry only waits for the page to be painted: it is fetched behind the first screen's pictures.
        return html
          .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replace('</head>', `  ${inertScripts(links)}\n  </head>`)
      },
    },
  }
}

/** The app's chunk (marked) and every chunk it imports, as links; not the entry's own chunk. */
function builtApp(bundle: Rolldown.OutputBundle, root: string, entry: string | undefined): string[] {
  const app = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === path.join(root, APP_MODULE),
  )
  if (app?.type !== 'chunk') throw new Error(`${APP_MODULE} ausente do build`)
  const files = new Set<string>()
  const visit = (file: string) => {
    const output = bundle[file]
    if (files.has(file) || file === entry || output?.type !== 'chunk') return
    files.add(file)
    output.imports.forEach(visit)
  }
  visit(app.fileName)
  return [...files].map((file) => modulePreloadLink(`/${file}`, { app: file === app.fileName }))
}
