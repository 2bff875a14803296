import { z } from 'zod'
import { COURSE_PAGES, type ContentItemOf, type ContentKind } from './content.ts'
import { recordId } from './fields.ts'
import { messages } from './messages/index.ts'

/** One saved version of a content record (a news item, a team member...): who saved it, when, and its fields then. */
export const contentRevisionSchema = z.object({
  id: z.number().int(),
  autor: z.string(),
  criadoEm: z.string(),
  dados: z.record(z.string(), z.unknown()),
})
export const contentRevisionListSchema = z.array(contentRevisionSchema)

/** A deleted record waiting in the trash until `expiraEm`. */
export const trashItemSchema = z.object({
  tipo: z.string(),
  id: z.number().int(),
  titulo: z.string(),
  excluidoEm: z.string(),
  expiraEm: z.string(),
})
export const trashListSchema = z.array(trashItemSchema)

/** A revision of an item of one of the ordered lists (team, partners, course offerings, calendar). */
export const contentItemRevisionParamsSchema = z.object({
  id: recordId(messages.content.notFound),
  revisaoId: recordId(messages.contentHistory.revisionNotFound),
})

export const contentTrashParamsSchema = z.object({ id: recordId(messages.contentHistory.trashNotFound) })

/** How an item of each list is named on the admin screens and in the trash. */
const TITLES: { [K in ContentKind]: (item: ContentItemOf<K>) => string } = {
  equipe: (member) => member.nome,
  parceiros: (partner) => partner.nome,
  turmas: (offering) => `${COURSE_PAGES[offering.curso]}: ${offering.turma}`,
  calendario: (entry) => entry.titulo,
}

export const contentItemTitle = <K extends ContentKind>(kind: K, item: ContentItemOf<K>): string =>
  (TITLES[kind] as (item: ContentItemOf<K>) => string)(item)

export type ContentRevision = z.infer<typeof contentRevisionSchema>
export type TrashItem = z.infer<typeof trashItemSchema>
