import { readFileSync } from 'node:fs'
import path from 'node:path'
import { entryLoader, inertScripts, modulePreloadLink } from '../../contracts/src/page-scripts.ts'
import type { Plugin, Rolldown } from 'vite'

/** The module that starts the app: src/main.tsx imports it from the link marked `data-app`. */
export const APP_MODULE = 'src/start-app.tsx'

/** The module that makes a public page's islands React: src/main.tsx imports it from <template data-islands>. */
export const ISLANDS_MODULE = 'src/app/islands-runtime.tsx'

/** The admin area's module, loaded by the app's router: what only it reaches is the admin's, styles included. */
export const ADMIN_MODULE = 'src/routes/admin.tsx'

/** The table of the islands' modules by name, which the runtime imports on demand. */
const ISLANDS_TABLE = 'src/app/islands.ts'

/** VLibras' loader, for a visitor who chose it: src/main.tsx imports it from <template data-vlibras>. */
const VLIBRAS_MODULE = 'src/lib/vlibras.ts'

/** The entry's module script, as Vite writes it: the loader of the contracts takes its place (decision 59). */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/

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
  /** Each island's module, by the island's name (ISLANDS_TABLE). */
  const islandModules = new Map<string, string>()
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
    async buildEnd() {
      const table = path.join(root, ISLANDS_TABLE)
      if (this.environment.config.consumer !== 'client' || !this.getModuleInfo(table)) return
      for (const [, name, specifier] of readFileSync(table, 'utf8').matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
        const module = await this.resolve(specifier!, table)
        if (!module) throw new Error(`${ISLANDS_TABLE}: ${specifier} não encontrado`)
        islandModules.set(name!, module.id)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const links = bundle ? builtApp(bundle, root, chunk?.fileName) : [modulePreloadLink(`/${APP_MODULE}`, { app: true })]
        const address = (module: string) => (bundle ? `/${builtChunk(bundle, root, module).fileName}` : `/${module}`)
        const templates = Object.entries(BY_ADDRESS).map(([name, module]) => `<template data-${name}>${modulePreloadLink(address(module))}</template>`)
        const islands = bundle ? islandsByStylesheet(bundle, islandModules) : new Map<string, string[]>()
        const stylesheets = bundle ? publicStylesheets(bundle, root).map((file) => stylesheetLink(file, islands.get(file))) : []
        if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html: o <script> do entry não foi encontrado')
        return html
          .replace(ENTRY_SCRIPT, (_, src: string) => entryLoader(src))
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

/**
 * A stylesheet link as Vite writes the entry's own (page-shell.ts on the server finds both alike), with the islands
 * whose chunks bring it: a page that has one of them carries the sheet, which Vite's loader would otherwise fetch
 * when the island becomes React, whatever classes the page shows.
 */
const stylesheetLink = (file: string, islands: string[] = []) =>
  `<link rel="stylesheet" crossorigin href="/${file}"${islands.length > 0 ? ` data-islands="${islands.join(' ')}"` : ''}>`

/** For each stylesheet, the islands whose chunk brings it (with the chunks it imports), by name. */
function islandsByStylesheet(bundle: Rolldown.OutputBundle, islandModules: Map<string, string>): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const islands = new Map<string, string[]>()
  for (const [name, module] of islandModules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module))
    if (!chunk) throw new Error(`a ilha ${name} não está em nenhum chunk do build`)
    const seen = new Set<string>()
    const visit = (file: string) => {
      const output = bundle[file]
      if (seen.has(file) || output?.type !== 'chunk') return
      seen.add(file)
      output.imports.forEach(visit)
      output.viteMetadata?.importedCss.forEach((css) => islands.set(css, [...new Set([...(islands.get(css) ?? []), name])]))
    }
    visit(chunk.fileName)
  }
  return islands
}

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
