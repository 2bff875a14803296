import path from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The module that starts the app: src/main.tsx imports it from the link marked `data-app`. */
export const APP_MODULE = 'src/start-app.tsx'

const preload = (href: string, app = false): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'modulepreload', crossorigin: true, href, ...(app && { 'data-app': true }) },
  injectTo: 'head',
})

/**
 * Builds the app as an entry of its own and adds to index.html a <link rel="modulepreload"> for it (marked
 * `data-app`, for src/main.tsx, which imports it once the first frame is painted) and for each module it imports:
 * the browser fetches them with the page, in parallel, and the app runs as soon as main.tsx asks for it.
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
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle) return [preload(`/${APP_MODULE}`, true)]
        const app = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === path.join(root, APP_MODULE),
        )
        if (app?.type !== 'chunk') throw new Error(`${APP_MODULE} ausente do build`)
        const files = new Set<string>()
        const visit = (file: string) => {
          const output = bundle[file]
          if (files.has(file) || file === chunk?.fileName || output?.type !== 'chunk') return
          files.add(file)
          output.imports.forEach(visit)
        }
        visit(app.fileName)
        return [...files].map((file) => preload(`/${file}`, file === app.fileName))
      },
    },
  }
}
