import { MENU_AREAS, messages, type AdminMenu, type MenuArea, type PublicMenu, menuInputSchema } from '@site/contracts'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { badRequest } from '../../errors.ts'
import { VERSION_SELECT, visibleVersion } from './versions.ts'

type Db = PrismaClient | Prisma.TransactionClient
type MenuSave = z.output<typeof menuInputSchema>

const ROW_SELECT = {
  id: true,
  area: true,
  parentId: true,
  label: true,
  pageId: true,
  route: true,
  page: { select: { path: true, ...VERSION_SELECT } },
} as const
type Row = Prisma.MenuItemGetPayload<{ select: typeof ROW_SELECT }>

const readRows = (db: Db) => db.menuItem.findMany({ select: ROW_SELECT, orderBy: [{ position: 'asc' }, { id: 'asc' }] })

const toLeaf = (row: Row, now: Date) => ({
  id: row.id,
  rotulo: row.label,
  paginaId: row.pageId,
  rota: row.route,
  caminho: row.page?.path ?? row.route ?? '',
  visivel: row.page ? visibleVersion(row.page, now) !== null : true,
})

/** The menu as the editor shows it: both areas, each item with its submenu, and which items visitors do not see yet. */
export async function adminMenu(db: Db, now: Date): Promise<AdminMenu> {
  const rows = await readRows(db)
  const area = (name: MenuArea) =>
    rows
      .filter((row) => row.area === name && row.parentId === null)
      .map((row) => ({ ...toLeaf(row, now), filhos: rows.filter((child) => child.parentId === row.id).map((child) => toLeaf(child, now)) }))
  const menu = { principal: area('principal'), rodape: area('rodape'), idbasico: area('idbasico') }
  const hidden = [...menu.principal, ...menu.rodape, ...menu.idbasico].flatMap((item) => [item, ...item.filhos]).filter((item) => !item.visivel)
  return { ...menu, avisos: hidden.map((item) => messages.siteMenu.pageNotPublished(item.rotulo)) }
}

/** The menu visitors see: an item whose page is not published is left out, with its submenu. */
export async function publicMenu(db: Db, now: Date): Promise<PublicMenu> {
  const menu = await adminMenu(db, now)
  const visible = (items: AdminMenu['principal']) =>
    items
      .filter((item) => item.visivel)
      .map((item) => ({
        rotulo: item.rotulo,
        caminho: item.caminho,
        filhos: item.filhos.filter((child) => child.visivel).map((child) => ({ rotulo: child.rotulo, caminho: child.caminho })),
      }))
  return { principal: visible(menu.principal), rodape: visible(menu.rodape), idbasico: visible(menu.idbasico) }
}

/** Replaces the whole menu with `input`, in its order; every page it names must exist outside the trash. */
export async function saveMenu(prisma: PrismaClient, input: MenuSave, now: Date): Promise<AdminMenu> {
  return prisma.$transaction(async (tx) => {
    const all = MENU_AREAS.flatMap((area) => input[area]).flatMap((item) => [item, ...item.filhos])
    const pageIds = [...new Set(all.flatMap((item) => (item.paginaId === null ? [] : [item.paginaId])))]
    const found = await tx.sitePage.count({ where: { id: { in: pageIds }, deletedAt: null } })
    if (found !== pageIds.length) throw badRequest(messages.siteMenu.pageMissing)
    await tx.menuItem.deleteMany()
    for (const area of MENU_AREAS) {
      for (const [index, item] of input[area].entries()) {
        const parent = await tx.menuItem.create({ data: itemData(area, null, index, item), select: { id: true } })
        await tx.menuItem.createMany({ data: item.filhos.map((child, childIndex) => itemData(area, parent.id, childIndex, child)) })
      }
    }
    return adminMenu(tx, now)
  })
}

const itemData = (area: MenuArea, parentId: number | null, index: number, item: { rotulo: string; paginaId: number | null; rota?: string }) => ({
  area,
  parentId,
  position: index + 1,
  label: item.rotulo,
  pageId: item.paginaId,
  // A page wins over a route: the item follows the page wherever its address goes.
  route: item.paginaId === null ? (item.rota ?? null) : null,
})

/** Where the menu links to a page, one line per entry: "Menu principal › Projetos › Horta Comunitária". */
export async function menuPlacesOf(db: Db, pageId: number): Promise<string[]> {
  const rows = await db.menuItem.findMany({
    where: { pageId },
    select: { area: true, label: true, parent: { select: { label: true } } },
    orderBy: [{ area: 'asc' }, { id: 'asc' }],
  })
  return rows.map((row) =>
    messages.sitePages.menuPlace(messages.siteMenu.areas[row.area as MenuArea] ?? row.area, row.parent ? [row.parent.label, row.label] : [row.label]),
  )
}

/**
 * Takes a page's entries out of the menu. An entry with a submenu leaves its other entries in place: they move up to
 * the end of its area, so no other page leaves the menu with it.
 */
export async function removeMenuEntriesOf(tx: Prisma.TransactionClient, pageId: number): Promise<void> {
  const entries = await tx.menuItem.findMany({ where: { pageId }, select: { id: true, area: true } })
  for (const entry of entries) {
    const orphans = await tx.menuItem.findMany({ where: { parentId: entry.id, pageId: { not: pageId } }, select: { id: true }, orderBy: { position: 'asc' } })
    if (orphans.length === 0) continue
    const last = await tx.menuItem.aggregate({ where: { area: entry.area, parentId: null }, _max: { position: true } })
    for (const [index, orphan] of orphans.entries()) {
      await tx.menuItem.update({ where: { id: orphan.id }, data: { parentId: null, position: (last._max.position ?? 0) + index + 1 } })
    }
  }
  await tx.menuItem.deleteMany({ where: { pageId } })
}
