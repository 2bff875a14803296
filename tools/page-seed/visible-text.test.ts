import { messages } from '@site/contracts'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEED_MENU, SEED_PAGES } from '../../server/src/db/seed/site-pages-seed.ts'
import { buildSeed } from './build-seed.ts'

const PAGE_TEXT = path.join(import.meta.dirname, '../../client/src/page-text')

/** Fields that hold addresses, files, dates and ids: what the code uses, not what a visitor reads as text. */
const NOT_SHOWN = new Set([
  'src', 'url', 'to', 'path', 'link', 'id', 'image', 'foto', 'imagem', 'photoPage', 'video', 'webm', 'mp4', 'poster',
  'qrImage', 'inscricao', 'listaPresenca', 'data', 'horario', 'date', 'endDate', 'start', 'end', 'status',
])

/**
 * What stays code, and why: the privacy notice states how the server is configured (the documents' retention days),
 * so it is drawn from the configuration; the Acessibilidade page describes what the code offers (the shortcuts, the
 * display tools, the VLibras choice); the site map's list is made from the pages; search-pages only gathers the
 * other modules for the search; the types module holds no words.
 */
const STAYS_CODE = new Set(['privacy.ts', 'accessibility.ts', 'site-map.ts', 'search-pages.ts', 'types.ts'])

/** Words around the pages' text, kept in the catalogue instead (the last test compares them). */
const IN_CATALOGUE = new Set(['digitalInclusionSections.sectionsOf', 'assistedTransferPage.openDocument', 'contactsPage.mapTitle'])

/** A text as a visitor reads it: tags gone, entities decoded. */
const readable = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')

const MARK = '\u0001'

/** Every string a module shows; a function gives the fixed words around its parameters. */
function visibleTexts(value: unknown, key = ''): string[] {
  if (NOT_SHOWN.has(key)) return []
  if (typeof value === 'string') return /^(\/|https?:)/.test(value) || /^\d{4}-\d{2}-\d{2}/.test(value) ? [] : [value]
  if (typeof value === 'function') {
    const result: unknown = value(...Array.from({ length: value.length }, () => MARK))
    return typeof result === 'string' ? result.split(MARK).map((part) => part.trim()).filter((part) => part.length > 3) : []
  }
  if (Array.isArray(value)) return value.flatMap((item) => visibleTexts(item))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([inner, item]) => visibleTexts(item, inner))
  return []
}

const seedTexts = (value: unknown): string[] => {
  if (typeof value === 'string') return [readable(value)]
  if (Array.isArray(value)) return value.flatMap(seedTexts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(seedTexts)
  return []
}

describe('the seed of the stored pages', () => {
  it('holds every visible text of client/src/page-text, so nothing is lost when the pages move into the database', async () => {
    const seed = seedTexts([SEED_PAGES, SEED_MENU]).join('\n')
    const files = readdirSync(PAGE_TEXT).filter((file) => file.endsWith('.ts') && !STAYS_CODE.has(file))
    const missing: string[] = []
    for (const file of files) {
      const module: Record<string, unknown> = await import(path.join(PAGE_TEXT, file))
      for (const [name, value] of Object.entries(module)) {
        const shown = value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).filter(([key]) => !IN_CATALOGUE.has(`${name}.${key}`)).flatMap(([key, item]) => visibleTexts(item, key))
          : visibleTexts(value)
        for (const text of shown) if (!seed.includes(text)) missing.push(`${file} ${name}: ${text}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('leaves to the catalogue only the words the section kinds and the menu draw around the pages', async () => {
    const { digitalInclusionSections, ID_BASIC_NAME } = await import('../../client/src/page-text/digital-inclusion.ts')
    const { assistedTransferPage } = await import('../../client/src/page-text/assisted-transfer.ts')
    const { contactsPage } = await import('../../client/src/page-text/contacts.ts')
    expect(messages.siteMenu.areas.idbasico).toBe(digitalInclusionSections.sectionsOf(ID_BASIC_NAME))
    expect(messages.pageSectionParts.openDocument).toBe(assistedTransferPage.openDocument)
    expect(messages.pageSectionParts.mapTitle('Rua X')).toBe(contactsPage.mapTitle('Rua X'))
  })

  it('is what the generator makes of client/src/page-text today', () => {
    expect(JSON.parse(JSON.stringify(buildSeed()))).toEqual({ pages: SEED_PAGES, menu: SEED_MENU })
  })
})
