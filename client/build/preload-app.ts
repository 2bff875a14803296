import path from 'node:path'
import { inertScripts, modulePreloadLink } from '../../contracts/src/page-scripts.ts'
import type { Plugin, Rolldown } from 'vite'

/** The module that starts the app: src/main.tsx imports it from the link marked `data-app`. */
export const APP_MODULE = 'src/start-app.tsx'

/** The module that makes a public page's islands React: src/main.tsx imports it from <template data-islands>. */
export const ISLANDS_MODULE = 'src/app/islands-runtime.tsx'

/** The admin area's module, loaded by the app's router: what only it reaches is the admin's, styles included. */
export const ADMIN_MODULE = 'src/routes/admin.tsx'

/** VLibras' loader, for a visitor who chose it: src/main.tsx imports it from <template data-vlibras>. */
const VLIBRAS_MODULE = 'src/lib/vlibras.ts'

/** The modules the entry imports by the address of the template named after them. */
const BY_ADDRESS = { islands: ISLANDS_MODULE, vlibras: VLIBRAS_MODULE }

/**
 * Builds the app as an entry of its own and lists it (marked `data-app`) with each module it imports in an inert
 * <template data-scripts> of index.html: on a page the server did not draw (the admin area), src/main.tsx moves the
 * links into the head, so the browser fetches them all at once, and imports the app. The islands' runtime and
 * VLibras' loader are entries too, each named in a <template> of its own: the entry imports them by that address,
 * which keeps Vite's preload helper (a dynamic import's) out of the entry.
 */
export function preloadApp(): Plugin {
  let root = ''
  return {
    name: 'preload-app',
    config: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? {
            build: {
              rollupOptions: {
                input: { index: 'index.html', app: APP_MODULE, ...BY_ADDRESS },
                // main.tsx calls what these entries export (Vite's default drops an entry's exports).
                preserveEntrySignatures: 'exports-only',
              },
            },
          }
        : undefined,
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const links = bundle ? builtApp(bundle, root, chunk?.fileName) : [modulePreloadLink(`/${APP_MODULE}`, { app: true })]
        const address = (module: string) => (bundle ? `/${builtChunk(bundle, root, module).fileName}` : `/${module}`)
        const templates = Object.entries(BY_ADDRESS).map(([name, module]) => `<template data-${name}>${modulePreloadLink(address(module))}</template>`)
        const stylesheets = bundle ? publicStylesheets(bundle, root).map(stylesheetLink) : []
        // The entry only waits for the page to be painted: it is fetched behind the first screen's pictures.
        return html
          .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replace('</head>', `  ${[...stylesheets, inertScripts(links), ...templates].join('\n    ')}\n  </head>`)
      },
    },
  }
}

/** The built chunk of the entry `module`. */
function builtChunk(bundle: Rolldown.OutputBundle, root: string, module: string): Rolldown.OutputChunk {
  const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === path.join(root, module))
  if (chunk?.type !== 'chunk') throw new Error(`${module} ausente do build`)
  return chunk
}

/** The app's chunk (marked) and every chunk it imports, as links; not the entry's own chunk. */
function builtApp(bundle: Rolldown.OutputBundle, root: string, entry: string | undefined): string[] {
  const app = builtChunk(bundle, root, APP_MODULE)
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

/** A stylesheet link as Vite writes the entry's own (page-shell.ts on the server finds both alike). */
const stylesheetLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`

/**
 * The public site's stylesheets, beyond the entry's own (the global styles, which Vite links itself): those of every
 * chunk the app may load outside its admin area (the public layout, every public page) and of every island. The
 * admin area's chunks, and what only they import, keep theirs: Vite's loader brings them with the chunk. In the order
 * Vite's loader would: a chunk's imports before the chunk.
 */
function publicStylesheets(bundle: Rolldown.OutputBundle, root: string): string[] {
  const admin = builtChunk(bundle, root, ADMIN_MODULE).fileName
  const seen = new Set<string>()
  const stylesheets = new Set<string>()
  const visit = (file: string) => {
    const output = bundle[file]
    if (seen.has(file) || file === admin || output?.type !== 'chunk') return
    seen.add(file)
    output.imports.forEach(visit)
    output.viteMetadata?.importedCss.forEach((css) => stylesheets.add(css))
    output.dynamicImports.forEach(visit)
  }
  for (const module of [APP_MODULE, ISLANDS_MODULE]) visit(builtChunk(bundle, root, module).fileName)
  return [...stylesheets]
}
