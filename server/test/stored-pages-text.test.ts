import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSitePages } from '../src/db/seed/seed-pages.ts'
import { SEED_PAGES } from '../src/db/seed/site-pages-seed.ts'
import { createTestApp, type TestApp } from './app.ts'
import { visibleText } from './visible-text.ts'

/**
 * The words of every seeded page as the code drew them from client/src/page-text, read once before the pages moved
 * into the database (the same request, the same empty lists) and kept here. Never regenerated: it is the "before".
 */
const BEFORE = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'page-texts-before.json'), 'utf8')) as Record<string, string[]>

/**
 * Every difference between the words drawn before and after, page by page, each with its reason (decision 50). A
 * text that appears or goes anywhere else fails the test.
 */
const EXPECTED_CHANGES: { pages: string[] | 'all'; reason: string; before: string[]; after: string[] }[] = []

describe('the pages drawn from the stored pages say what the code said', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://fundacao.local' } })
    await seedSitePages(t.prisma)
  })
  afterAll(() => t.close())

  it('draws every seeded page with the words it had', async () => {
    expect(Object.keys(BEFORE).sort()).toEqual(SEED_PAGES.map((page) => page.caminho).sort())
    const differences: Record<string, { before: string[]; after: string[] }> = {}
    for (const page of SEED_PAGES) {
      const response = await t.request.get(encodeURI(page.caminho)).redirects(0)
      expect(response.status, page.caminho).toBe(200)
      const after = visibleText(response.text)
      const before = BEFORE[page.caminho]!
      if (JSON.stringify(after) !== JSON.stringify(before)) differences[page.caminho] = { before, after }
    }
    require('node:fs').writeFileSync('/tmp/pub-after.json', JSON.stringify(differences))
    expect(differences).toEqual({})
  })
})
