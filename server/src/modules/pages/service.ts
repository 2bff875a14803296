import {
  FIXED_ROUTES,
  isChildPagePath,
  messages,
  newPageInputSchema,
  pageContentSchema,
  pageKey,
  type AdminPage,
  type AdminPageSummary,
  type ContentRevision,
  type PageContent,
  type PageDraftInput,
  type PublicPage,
  type TrashItem,
} from '@site/contracts'
import type { z } from 'zod'
import type { Editor } from '../../editing/revisions.ts'
import { deleteRevisions, listRevisions, recordRevision, revisionSnapshot } from '../../editing/revisions.ts'
import { trashCutoff, trashExpiry } from '../../editing/trash.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { Prisma } from '../../generated/prisma/client.ts'
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts'
import { picturesById } from '../media/index.ts'
import { menuPlacesOf, removeMenuEntriesOf } from './menu.ts'
import { checkImages, internalLinks, libraryImageIds, readContent, sameContent, sanitizeContent } from './page-content.ts'
import { templateContent } from './templates.ts'
import { latestRelease, pageState, publication, publicationDate, spanAt, VERSION_SELECT, versionSpans, visibleVersion, type VersionSpan } from './versions.ts'

type Tx = Prisma.TransactionClient

/** The revisions' and the trash's name for this content type. */
export const PAGE_ENTITY = 'pagina'
const msg = messages.sitePages

const SELECT = { id: true, path: true, template: true, fixed: true, draft: true, updatedAt: true, ...VERSION_SELECT } as const
type Row = Prisma.SitePageGetPayload<{ select: typeof SELECT }>

const toSummary = (row: Row, now: Date): AdminPageSummary => {
  const draft = readContent(row.draft)
  const release = latestRelease(row)
  return {
    id: row.id,
    caminho: row.path,
    titulo: draft.titulo,
    modelo: row.template,
    fixa: row.fixed,
    estado: pageState(row, now),
    publicadoEm: publicationDate(row, now)?.toISOString() ?? null,
    alteracoesPendentes: release === null || !sameContent(release, row.draft),
    atualizadoEm: row.updatedAt.toISOString(),
  }
}

/** Every page outside the trash, by address. */
export async function listPages(prisma: PrismaClient, now: Date): Promise<AdminPageSummary[]> {
  const rows = await prisma.sitePage.findMany({ where: { deletedAt: null }, select: SELECT, orderBy: { pathKey: 'asc' } })
  return rows.map((row) => toSummary(row, now))
}

async function findRow(db: PrismaClient | Tx, id: number): Promise<Row> {
  const row = await db.sitePage.findFirst({ where: { id, deletedAt: null }, select: SELECT })
  if (!row) throw notFound(msg.notFound)
  return row
}

/** The page for the editor, with a warning for each link inside it that no visitor could follow. */
export async function findPageForStaff(prisma: PrismaClient | Tx, id: number, now: Date): Promise<AdminPage> {
  const row = await findRow(prisma, id)
  const draft = readContent(row.draft)
  return { ...toSummary(row, now), rascunho: draft, avisos: await brokenLinkWarnings(prisma, draft, now) }
}

/** The keys of the paths a visitor can open now: published pages, the routes that stay code, and old addresses of those. */
async function openPathKeys(db: PrismaClient | Tx, now: Date): Promise<Set<string>> {
  const rows = await db.sitePage.findMany({ where: { deletedAt: null }, select: { id: true, pathKey: true, ...VERSION_SELECT } })
  const visible = rows.filter((row) => visibleVersion(row, now))
  const redirects = await db.pageRedirect.findMany({ where: { pageId: { in: visible.map((row) => row.id) } }, select: { pathKey: true } })
  return new Set([...visible, ...redirects].map((row) => row.pathKey).concat(FIXED_ROUTES.map(pageKey)))
}

/** Addresses below these belong to records of their own (a news item, a certificate, a library image). */
const RECORD_PREFIXES = ['/noticias/', '/validador/', '/midia/', '/media/', '/certificado/']

async function brokenLinkWarnings(db: PrismaClient | Tx, content: PageContent, now: Date): Promise<string[]> {
  const links = internalLinks(content).filter((link) => !RECORD_PREFIXES.some((prefix) => link.startsWith(prefix)))
  if (links.length === 0) return []
  const open = await openPathKeys(db, now)
  return links.filter((link) => !open.has(pageKey(link))).map(msg.brokenLink)
}

/** Whether another page has this address now or had it before (its old address still leads to it). */
async function pathTaken(tx: Tx, key: string, ownId: number | null): Promise<boolean> {
  const notOwn = ownId === null ? {} : { not: ownId }
  const [current, old] = await Promise.all([
    tx.sitePage.count({ where: { pathKey: key, id: notOwn } }),
    tx.pageRedirect.count({ where: { pathKey: key, pageId: notOwn } }),
  ])
  return current + old > 0
}

const snapshotOf = (path: string, content: PageContent): Prisma.InputJsonObject => ({ caminho: path, ...content })

/** "Nova página": a draft from a template at an address under an allowed parent. */
export async function createPage(prisma: PrismaClient, input: z.output<typeof newPageInputSchema>, editor: Editor): Promise<AdminPage> {
  const path = `${input.pai}/${input.segmento}`
  const content = templateContent(input.modelo, input.titulo)
  try {
    return await prisma.$transaction(async (tx) => {
      if (await pathTaken(tx, pageKey(path), null)) throw conflict(msg.pathTaken)
      const row = await tx.sitePage.create({
        data: { path, pathKey: pageKey(path), template: input.modelo, draft: content, imageIds: [] },
        select: { id: true },
      })
      await recordRevision(tx, { entityType: PAGE_ENTITY, entityId: row.id, snapshot: snapshotOf(path, content), authorName: editor.name, at: editor.now })
      return findPageForStaff(tx, row.id, editor.now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.pathTaken)
    throw error
  }
}

/** The address a save asks for: a fixed page keeps its own; a staff page moves only to one under an allowed parent. */
function checkedPath(row: { path: string; fixed: boolean }, asked: string): string {
  if (asked === '' || asked === row.path) return row.path
  if (row.fixed) throw conflict(msg.pathFixed)
  if (!isChildPagePath(asked)) throw badRequest(msg.pathInvalid)
  return asked
}

/** Every library image of the page's versions, for the media library's "where is it used". */
const imagesOfVersions = (...versions: unknown[]) =>
  [...new Set(versions.filter((version) => version !== null).flatMap((version) => libraryImageIds(readContent(version))))]

/**
 * Saves the draft (visitors still see the published version) and records the revision. Rich text is sanitised,
 * images checked; a changed address takes effect at once and the old one answers 301.
 */
export async function saveDraft(prisma: PrismaClient, id: number, input: PageDraftInput, editor: Editor): Promise<AdminPage> {
  const { caminho, ...fields } = input
  const content = sanitizeContent(pageContentSchema.parse(fields))
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await findRow(tx, id)
      const path = checkedPath(row, caminho)
      await checkImages(tx, content)
      if (path !== row.path) await movePath(tx, row, path)
      await tx.sitePage.update({ where: { id }, data: { draft: content, imageIds: imagesOfVersions(content, row.published, row.scheduled) } })
      await recordRevision(tx, { entityType: PAGE_ENTITY, entityId: id, snapshot: snapshotOf(path, content), authorName: editor.name, at: editor.now })
      return findPageForStaff(tx, id, editor.now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.pathTaken)
    throw error
  }
}

async function movePath(tx: Tx, row: { id: number; path: string }, path: string): Promise<void> {
  const key = pageKey(path)
  if (await pathTaken(tx, key, row.id)) throw conflict(msg.pathTaken)
  // Back to an address it had before: that one is no longer a redirect.
  await tx.pageRedirect.deleteMany({ where: { pathKey: key } })
  await tx.sitePage.update({ where: { id: row.id }, data: { path, pathKey: key } })
  await tx.pageRedirect.upsert({ where: { pathKey: pageKey(row.path) }, create: { pathKey: pageKey(row.path), pageId: row.id }, update: { pageId: row.id } })
}

const jsonOrNull = (value: unknown) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue))

/** Publishes the saved draft now, or schedules it for `at`. */
export async function publishPage(prisma: PrismaClient, id: number, at: Date, now: Date): Promise<AdminPage> {
  return prisma.$transaction(async (tx) => {
    const row = await findRow(tx, id)
    const versions = publication(row, readContent(row.draft), at, now)
    await tx.sitePage.update({
      where: { id },
      data: {
        published: jsonOrNull(versions.published),
        publishedAt: versions.publishedAt,
        scheduled: jsonOrNull(versions.scheduled),
        scheduledAt: versions.scheduledAt,
        imageIds: imagesOfVersions(row.draft, versions.published, versions.scheduled),
      },
    })
    return findPageForStaff(tx, id, now)
  })
}

/**
 * Runs `change` unless the menu links to the page and the staff have not confirmed: then 409, naming where. Once
 * confirmed, the page leaves the menu in the same transaction.
 */
async function withMenuConfirmation<T>(prisma: PrismaClient, id: number, confirmed: boolean, change: (tx: Tx, row: Row) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const row = await findRow(tx, id)
    const places = await menuPlacesOf(tx, id)
    if (places.length > 0 && !confirmed) throw conflict(msg.linkedFromMenu(places.join('; ')))
    await removeMenuEntriesOf(tx, id)
    return change(tx, row)
  })
}

/** Takes the page off the site (its draft stays); a menu entry goes with it, once confirmed. */
export async function unpublishPage(prisma: PrismaClient, id: number, confirmed: boolean, now: Date): Promise<AdminPage> {
  return withMenuConfirmation(prisma, id, confirmed, async (tx, row) => {
    await tx.sitePage.update({
      where: { id },
      data: { published: Prisma.DbNull, publishedAt: null, scheduled: Prisma.DbNull, scheduledAt: null, imageIds: imagesOfVersions(row.draft) },
    })
    return findPageForStaff(tx, id, now)
  })
}

/** Moves a staff page to the trash: off the site and out of the menu at once, restorable for 30 days. */
export async function movePageToTrash(prisma: PrismaClient, id: number, confirmed: boolean, now: Date): Promise<Row> {
  return withMenuConfirmation(prisma, id, confirmed, async (tx, row) => {
    if (row.fixed) throw conflict(msg.fixedPageKept)
    await tx.sitePage.update({ where: { id }, data: { deletedAt: now } })
    return row
  })
}

/** What a visitor sees at a path: the page, the address it moved to, or nothing. */
export type PageLookup = { page: PublicPage } | { movedTo: string } | null

export async function lookUpPage(prisma: PrismaClient, path: string, now: Date): Promise<PageLookup> {
  const key = pageKey(path)
  const row = await prisma.sitePage.findFirst({ where: { pathKey: key, deletedAt: null }, select: { path: true, ...VERSION_SELECT } })
  const version = row && visibleVersion(row, now)
  if (row && version) {
    const pictures = await picturesById(prisma, libraryImageIds(version.content))
    const imagens = Object.fromEntries([...pictures].map(([id, picture]) => [String(id), picture]))
    return { page: { caminho: row.path, ...version.content, publicadoEm: version.since.toISOString(), imagens } }
  }
  const redirect = row ? null : await prisma.pageRedirect.findUnique({ where: { pathKey: key }, select: { page: { select: { path: true, ...VERSION_SELECT } } } })
  return redirect && visibleVersion(redirect.page, now) ? { movedTo: redirect.page.path } : null
}

/**
 * What the site's HTML answers at a path: as the API does, and `hidden` for a stored page visitors cannot see now
 * (unpublished, scheduled, in the trash), which is a 404 even where a route of the code once drew it. Null: no
 * stored page has or had this address (a route that stays code, or an unknown path).
 */
export async function lookUpSitePage(prisma: PrismaClient, path: string, now: Date): Promise<PageLookup | { hidden: true }> {
  const found = await lookUpPage(prisma, path, now)
  if (found) return found
  const stored = await prisma.sitePage.count({ where: { pathKey: pageKey(path) } })
  return stored > 0 ? { hidden: true } : null
}

/**
 * Every stored page's versions over time, for the search (which tests the moment itself, decision 53), and the key
 * of every stored page, seen or not (the routes of the code those pages replaced are not listed again).
 */
export async function listPageVersions(prisma: PrismaClient): Promise<{ pages: PageVersionsOverTime[]; storedKeys: Set<string> }> {
  const rows = await prisma.sitePage.findMany({ select: { path: true, pathKey: true, ...VERSION_SELECT }, orderBy: { pathKey: 'asc' } })
  return { pages: rows.map((row) => ({ path: row.path, spans: versionSpans(row) })), storedKeys: new Set(rows.map((row) => row.pathKey)) }
}
export interface PageVersionsOverTime {
  path: string
  spans: VersionSpan[]
}

/** The stored pages visitors see now, for the sitemap and the site map, and every stored key. */
export async function listVisiblePages(prisma: PrismaClient, now: Date): Promise<{ visible: VisiblePage[]; storedKeys: Set<string> }> {
  const { pages, storedKeys } = await listPageVersions(prisma)
  const visible = pages.flatMap((page) => {
    const span = spanAt(page.spans, now)
    return span ? [{ path: page.path, content: span.content, lastModified: span.since }] : []
  })
  return { visible, storedKeys }
}
export interface VisiblePage {
  path: string
  content: PageContent
  lastModified: Date
}

export async function pageRevisions(prisma: PrismaClient, id: number): Promise<ContentRevision[]> {
  await findRow(prisma, id)
  return listRevisions(prisma, PAGE_ENTITY, id)
}

async function revisionContent(prisma: PrismaClient, id: number, revisionId: number): Promise<{ caminho: string; content: PageContent }> {
  const snapshot = (await revisionSnapshot(prisma, PAGE_ENTITY, id, revisionId)) as { caminho?: unknown }
  const parsed = pageContentSchema.safeParse(snapshot)
  if (!parsed.success) throw badRequest(messages.common.invalidRequest)
  return { caminho: String(snapshot.caminho ?? ''), content: parsed.data }
}

/** What differs between a revision and the current draft: the address, each head field, each section by its place. */
export async function compareRevision(prisma: PrismaClient, id: number, revisionId: number) {
  const row = await findRow(prisma, id)
  const { caminho, content } = await revisionContent(prisma, id, revisionId)
  const draft = readContent(row.draft)
  const fields = [
    { campo: 'caminho', antes: caminho, depois: row.path },
    { campo: 'titulo', antes: content.titulo, depois: draft.titulo },
    { campo: 'descricao', antes: content.descricao, depois: draft.descricao },
    { campo: 'imagemCompartilhamentoId', antes: content.imagemCompartilhamentoId, depois: draft.imagemCompartilhamentoId },
    ...Array.from({ length: Math.max(content.secoes.length, draft.secoes.length) }, (_, index) => ({
      campo: `secoes.${index + 1}`,
      antes: content.secoes[index] ?? null,
      depois: draft.secoes[index] ?? null,
    })),
  ]
  return fields.filter((field) => !sameContent(field.antes, field.depois))
}

/**
 * Saves an earlier revision's content as the draft, itself a new revision. The address stays the current one, and
 * what visitors see changes only when the staff publish.
 */
export async function restorePageRevision(prisma: PrismaClient, id: number, revisionId: number, editor: Editor): Promise<AdminPage> {
  const row = await findRow(prisma, id)
  const { content } = await revisionContent(prisma, id, revisionId)
  return saveDraft(prisma, id, { ...content, caminho: row.path }, editor)
}

/** Deletes for good what has been in the trash for more than 30 days, with its revisions and old addresses. */
export async function purgeExpiredPages(prisma: PrismaClient, now: Date): Promise<number> {
  const expired = await prisma.sitePage.findMany({ where: { deletedAt: { lt: trashCutoff(now) } }, select: { id: true } })
  if (expired.length === 0) return 0
  const ids = expired.map((row) => row.id)
  await prisma.$transaction(async (tx) => {
    await deleteRevisions(tx, PAGE_ENTITY, ids)
    await tx.sitePage.deleteMany({ where: { id: { in: ids } } })
  })
  return ids.length
}

export async function listPagesTrash(prisma: PrismaClient, now: Date): Promise<TrashItem[]> {
  await purgeExpiredPages(prisma, now)
  const rows = await prisma.sitePage.findMany({ where: { deletedAt: { not: null } }, select: { id: true, draft: true, deletedAt: true }, orderBy: [{ deletedAt: 'desc' }, { id: 'desc' }] })
  return rows.map((row) => ({
    tipo: PAGE_ENTITY,
    id: row.id,
    titulo: readContent(row.draft).titulo,
    excluidoEm: row.deletedAt!.toISOString(),
    expiraEm: trashExpiry(row.deletedAt!).toISOString(),
  }))
}

/** Back from the trash at its address, published again if it was; its menu entries are not (the staff add them). */
export async function restorePageFromTrash(prisma: PrismaClient, id: number, now: Date): Promise<void> {
  await purgeExpiredPages(prisma, now)
  const { count } = await prisma.sitePage.updateMany({ where: { id, deletedAt: { not: null } }, data: { deletedAt: null } })
  if (count === 0) throw notFound(messages.contentHistory.trashNotFound)
}
