import { escapeHtml } from './html.ts'

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
