import { escapeHtml } from './html.ts'

/** The attributes of an island's element, written by the server renderer and read by the entry and its loader. */
export const ISLAND_ATTRIBUTES = { name: 'data-island', id: 'data-island-id', props: 'data-props', hydrate: 'data-hydrate' } as const

/**
 * How long after its HTML is read a page waits for `load` before its entry is fetched anyway: on a slow connection
 * the home's video holds `load` back until its first frame arrives.
 */
export const LOAD_WAIT_MS = 2000

/**
 * A page's one inline script (its hash is in the Content-Security-Policy, server/src/plugins/security.ts), written by
 * the build in place of the entry's <script> (client/build/preload-app.ts), decision 59. A page drawn on the server
 * fetches its entry (named in `data-src`) once it has loaded (or LOAD_WAIT_MS after its HTML was read) and its first
 * text is on screen, a frame later: nothing competes with the first screen's text and pictures. Until then a press
 * of a script's button or a form sent inside an island is held here, a form not sent natively, and the entry takes
 * them over (client/src/main.tsx). The admin area, which the entry draws, fetches it as soon as the HTML is read.
 */
export const ENTRY_LOADER = `(() => {
  const loader = document.currentScript
  const held = []
  const hold = (event) => {
    const element = event.type === 'submit' ? event.target : event.target.closest?.('button[type="button"]')
    if (!element?.closest?.('[${ISLAND_ATTRIBUTES.name}]')) return
    if (event.type === 'submit') event.preventDefault()
    held.push({ type: event.type, element, submitter: event.submitter ?? null })
  }
  const types = ['click', 'submit']
  types.forEach((type) => addEventListener(type, hold, true))
  loader.held = held
  loader.stopHolding = () => types.forEach((type) => removeEventListener(type, hold, true))
  let loading = false
  const load = () => {
    if (loading) return
    loading = true
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = ''
    entry.src = loader.dataset.src
    document.head.append(entry)
  }
  const nextFrame = () => requestAnimationFrame(() => setTimeout(load))
  const afterPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame()
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      nextFrame()
    }).observe({ type: 'paint', buffered: true })
  }
  addEventListener('DOMContentLoaded', () => {
    if (!document.getElementById('root').hasChildNodes()) return load()
    setTimeout(afterPaint, ${LOAD_WAIT_MS})
    if (document.readyState === 'complete') afterPaint()
    else addEventListener('load', afterPaint, { once: true })
  }, { once: true })
})()`

/** The loader of the entry at `src`. */
export const entryLoader = (src: string): string =>
  `<script data-entry-loader data-src="${escapeHtml(src)}">${ENTRY_LOADER}</script>`

/**
 * The script preloads a page carries inert, in a <template data-scripts>: client/src/main.tsx moves them into the
 * head on a page the server did not draw and imports the app from the link marked `data-app`. The client's build
 * writes them into index.html (client/build/preload-app.ts).
 */

/** `<link rel="modulepreload">` for a script at `href`; `app` marks the module that starts the app. */
export const modulePreloadLink = (href: string, { app = false } = {}): string =>
  `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${app ? ' data-app' : ''}>`

/** The links, inert until the page is painted; nothing when there are none. */
export const inertScripts = (links: string[]): string =>
  links.length > 0 ? `<template data-scripts>${links.join('')}</template>` : ''
