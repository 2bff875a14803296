import { PAGE_DATA_ELEMENT_ID, type DisplayPreferences } from '@site/contracts'
import { createHash } from 'node:crypto'
import { scriptJson } from './head-tags.ts'
import { speculationRulesScript } from './speculation-rules.ts'

/** A public page drawn on the server: its markup and the data it read. */
export interface RenderedRoot {
  html: string
  data: Record<string, unknown>
}

const ROOT = '<div id="root"></div>'

function cut(html: string, pattern: RegExp, what: string): [before: string, match: string, after: string] {
  const found = pattern.exec(html)
  if (!found) throw new Error(`index.html sem ${what}: o servidor não tem onde escrever a página`)
  return [html.slice(0, found.index), found[0], html.slice(found.index + found[0].length)]
}

/** The accessibility choices on <html>, as the browser's accessibility bar applies them (client/src/lib/preferences). */
const htmlAttributes = ({ textScale, highContrast }: DisplayPreferences): string =>
  (highContrast ? ' class="high-contrast"' : '') + (textScale === 100 ? '' : ` style="font-size:${textScale}%"`)

/** A stylesheet of the public site written into a drawn page: its <style> and disabled link, and the classes it styles. */
interface InlineSheet {
  html: string
  /** The class names its selectors name; none for a sheet with a rule that names no class (the global styles). */
  classes: Set<string> | null
  /** The islands whose chunks bring it (`data-islands`, client/build/preload-app.ts). */
  islands: string[]
}

/** The class names a stylesheet's selectors name (`.5rem` is a length, not a class). */
function classesStyled(css: string): Set<string> | null {
  const selectors = css.replace(/\{[^{}]*\}/g, '{}').split(/[{}]/).filter((part) => part.trim() && !part.trim().startsWith('@'))
  const keyframe = /^\s*(from|to|[\d.]+%)\s*$/
  const parts = selectors.filter((selector) => !keyframe.test(selector)).flatMap((selector) => selector.split(','))
  if (parts.some((part) => !/\.-?[_a-zA-Z]/.test(part))) return null
  return new Set(parts.flatMap((part) => [...part.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!)))
}

/** The class names of a page's markup, and the names of its islands. */
const namesUsed = (markup: string, attribute: string): Set<string> =>
  new Set([...markup.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].flatMap((match) => match[1]!.split(/\s+/)))

/**
 * The stylesheet links of a drawn page (the public site's, client/build/preload-app.ts) written as <style> with the
 * file's text: the page is painted as soon as its HTML arrives, without a round trip for the CSS. Each link stays,
 * disabled, which the browser neither fetches nor applies: Vite's loader, bringing an island's chunk, finds the
 * chunk's stylesheet among the page's links and does not load it again (a copy added after the others would also
 * reorder the cascade). A file that cannot be read keeps its link as it is. Returns the HTML around the links and,
 * for each page, the sheets it uses: those that style a class of its markup, those with rules of elements alone, and
 * those its islands' chunks bring. The others, whose every rule would match nothing, are left out, link and all: the
 * browser would parse them and match them against every element of the page for nothing before its first paint.
 */
function inlineStylesheets(html: string, stylesheetText: (href: string) => string | undefined): (markup: string) => string {
  const parts: (string | InlineSheet)[] = []
  let last = 0
  for (const link of html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g)) {
    const css = stylesheetText(link[1]!)
    if (css === undefined || /<\/style/i.test(css)) continue
    const islands = /\sdata-islands="([^"]*)"/.exec(link[0])?.[1]?.split(' ') ?? []
    parts.push(html.slice(last, link.index), { html: `<style>${css}</style>${link[0].replace(/>$/, ' disabled>')}`, classes: classesStyled(css), islands })
    last = link.index + link[0].length
  }
  parts.push(html.slice(last))
  return (markup) => {
    const classes = namesUsed(markup, 'class')
    const islands = namesUsed(markup, 'data-island')
    const uses = (sheet: InlineSheet) =>
      !sheet.classes || [...sheet.classes].some((name) => classes.has(name)) || sheet.islands.some((name) => islands.has(name))
    return parts.map((part) => (typeof part === 'string' ? part : uses(part) ? part.html : '')).join('')
  }
}

/** The address of VLibras' loader that index.html names (client/build/preload-app.ts). */
const VLIBRAS_LOADER = /\s*<template data-vlibras>[\s\S]*?<\/template>/

/**
 * The built index.html as a template: a page's head tags go where its generic <title> was, and the visitor's
 * accessibility choices on <html> (every page, the admin area too: the browser only reads them from there). A page
 * drawn on the server fills #root, carries its data in a JSON script and its speculation rules, has the stylesheets it
 * uses inline, and drops the <noscript> note (it reads without scripts). VLibras' loader is named only in the pages of
 * a visitor who chose it (`vlibras`, the cookie that also opens the Content-Security-Policy to it, decision 47): the
 * entry loads it when named, without reading cookies itself.
 */
export function pageShell(
  indexHtml: string,
  stylesheetText: (href: string) => string | undefined = () => undefined,
): (headTags: string, preferences: DisplayPreferences, root?: RenderedRoot, vlibras?: boolean) => string {
  const vlibrasLoader = VLIBRAS_LOADER.exec(indexHtml)?.[0] ?? ''
  const [beforeTitle, , afterTitle] = cut(indexHtml.replace(VLIBRAS_LOADER, ''), /<title>[\s\S]*?<\/title>/i, '<title>')
  const html = /<html[^>]*>/i.exec(beforeTitle)
  // The placeholder page of a server without a built client has neither.
  if (!html || !afterTitle.includes(ROOT)) return (headTags) => beforeTitle + headTags + afterTitle
  const beforeHtml = beforeTitle.slice(0, html.index)
  const head = beforeTitle.slice(html.index + html[0].length)
  const openHtml = (preferences: DisplayPreferences) => html[0].replace(/>$/, `${htmlAttributes(preferences)}>`)
  const [beforeRoot, , afterRoot] = cut(afterTitle, new RegExp(ROOT), ROOT)
  const bodyStart = inlineStylesheets(beforeRoot.replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, ''), stylesheetText)
  return (headTags, preferences, root, vlibras = false) => {
    if (!root) return beforeHtml + openHtml(preferences) + head + headTags + afterTitle
    // React writes the preloads it wants (the logo) before the markup: they belong in the head.
    const [, preloads = '', markup = root.html] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(root.html) ?? []
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(root.data)}</script>`
    const loader = vlibras ? vlibrasLoader : ''
    return `${beforeHtml}${openHtml(preferences)}${head}${headTags}${preloads}${loader}${bodyStart(markup)}<div id="root">${markup}</div>${data}${speculationRulesScript}${afterRoot}`
  }
}

/** A strong ETag of the page: the same bytes, the same tag. */
export const pageEtag = (html: string): string => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === etag
  })
