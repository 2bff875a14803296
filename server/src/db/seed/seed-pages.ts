import { isFixedRoute, MENU_AREAS, messages, pageContentSchema, pageKey } from '@site/contracts'
import { recordRevision } from '../../editing/revisions.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { PAGE_ENTITY, sanitizeContent } from '../../modules/pages/index.ts'
import type { PrismaClient } from '../prisma.ts'
import { lock } from '../queries/locks.ts'
import { SEED_MENU, SEED_PAGES, type SeedMenuItem, type SeedPage } from './site-pages-seed.ts'

/** The one-time step's name in SeedRun. */
export const PAGES_SEED = 'paginas'

type Tx = Prisma.TransactionClient

/**
 * The site's pages and menu as they were in the code, stored once: on a new database and on one from before the
 * pages moved into it alike. Done once (SeedRun), so pages the staff delete later never come back at a restart.
 */
export async function seedSitePages(prisma: PrismaClient, now = new Date(), seed = { pages: SEED_PAGES, menu: SEED_MENU }): Promise<boolean> {
  return prisma.$transaction(
    async (tx) => {
      // Two instances starting together seed once: the second waits, then finds the step done.
      await lock(tx, 'seed')
      if (await tx.seedRun.findUnique({ where: { name: PAGES_SEED } })) return false
      const ids = new Map<string, number>()
      for (const page of seed.pages) ids.set(page.caminho, await storePage(tx, page, now))
      for (const area of MENU_AREAS) await storeMenuArea(tx, area, seed.menu[area], ids)
      await tx.seedRun.create({ data: { name: PAGES_SEED, at: now } })
      return true
    },
    { timeout: 60_000 },
  )
}

/** A page of the site's own routes: published as it was, its address fixed, its first revision by the system. */
async function storePage(tx: Tx, page: SeedPage, now: Date): Promise<number> {
  const content = sanitizeContent(pageContentSchema.parse(page.conteudo))
  const row = await tx.sitePage.create({
    data: { path: page.caminho, pathKey: pageKey(page.caminho), template: page.modelo, fixed: true, draft: content, published: content, publishedAt: now, imageIds: [] },
    select: { id: true },
  })
  await recordRevision(tx, { entityType: PAGE_ENTITY, entityId: row.id, snapshot: { caminho: page.caminho, ...content }, authorName: messages.inbox.system, at: now })
  return row.id
}

/** Each entry links to its page, or to a route that stays code; anything else is a mistake in the seed. */
function target(item: SeedMenuItem, ids: Map<string, number>) {
  const pageId = ids.get(item.caminho)
  if (pageId !== undefined) return { pageId, route: null }
  if (!isFixedRoute(item.caminho)) throw new Error(`menu seed: ${item.caminho} is neither a seeded page nor a fixed route`)
  return { pageId: null, route: item.caminho }
}

async function storeMenuArea(tx: Tx, area: string, items: SeedMenuItem[], ids: Map<string, number>): Promise<void> {
  for (const [index, item] of items.entries()) {
    const parent = await tx.menuItem.create({ data: { area, position: index + 1, label: item.rotulo, ...target(item, ids) }, select: { id: true } })
    await tx.menuItem.createMany({
      data: (item.filhos ?? []).map((child, childIndex) => ({ area, parentId: parent.id, position: childIndex + 1, label: child.rotulo, ...target(child, ids) })),
    })
  }
}
