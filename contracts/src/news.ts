import { z } from 'zod'
import { recordId, requiredText } from './fields.ts'
import { pictureSchema } from './media.ts'
import { messages } from './messages/index.ts'

const msg = messages.news

export const NEWS_STATES = ['rascunho', 'publicado'] as const
export type NewsState = (typeof NEWS_STATES)[number]
export const MAX_SLUG_LENGTH = 80
export const MAX_NEWS_BODY_LENGTH = 100_000
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** "Inclusão Digital: novas turmas!" -> "inclusao-digital-novas-turmas". */
export const slugify = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')

export const newsInputSchema = z
  .object({
    titulo: requiredText(msg.titleRequired, 200),
    resumo: requiredText(msg.summaryRequired, 500),
    corpo: z.string({ error: msg.bodyRequired }).max(MAX_NEWS_BODY_LENGTH, messages.common.tooLong),
    capaId: recordId(msg.coverRequired).nullable(),
    publicadoEm: z.iso.datetime({ offset: true, error: msg.dateInvalid }),
    estado: z.enum(NEWS_STATES, { error: msg.stateInvalid }),
    /** Empty: made from the title. */
    slug: z
      .string({ error: msg.slugInvalid })
      .trim()
      .max(MAX_SLUG_LENGTH, msg.slugInvalid)
      .refine((value) => value === '' || SLUG.test(value), msg.slugInvalid)
      .default(''),
  })
  .refine((news) => news.estado === 'rascunho' || news.capaId !== null, { path: ['capaId'], message: msg.coverRequired })

export const newsSlugParamsSchema = z.object({ slug: z.string().max(200, msg.notFound) })
export const newsIdParamsSchema = z.object({ id: recordId(msg.notFound) })
export const newsPageQuerySchema = z.object({ pagina: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) })

export const newsCardSchema = z.object({
  slug: z.string(),
  titulo: z.string(),
  resumo: z.string(),
  publicadoEm: z.string(),
  capa: pictureSchema.nullable(),
})
export const newsArticleSchema = newsCardSchema.extend({ corpo: z.string() })
export const newsPageSchema = z.object({
  itens: z.array(newsCardSchema),
  pagina: z.number().int(),
  totalPaginas: z.number().int(),
  total: z.number().int(),
})

/** A news item as the editor loads it. */
export const adminNewsSchema = newsArticleSchema.extend({
  id: z.number().int(),
  estado: z.enum(NEWS_STATES),
  capaId: z.number().int().nullable(),
  atualizadoEm: z.string(),
})
export const adminNewsListSchema = z.array(adminNewsSchema.omit({ corpo: true, resumo: true, capa: true }))

export const revisionParamsSchema = z.object({
  id: recordId(msg.notFound),
  revisaoId: recordId(messages.contentHistory.revisionNotFound),
})

export type NewsInput = z.input<typeof newsInputSchema>
export type NewsCard = z.infer<typeof newsCardSchema>
export type NewsArticle = z.infer<typeof newsArticleSchema>
export type NewsPage = z.infer<typeof newsPageSchema>
export type AdminNews = z.infer<typeof adminNewsSchema>
export type AdminNewsSummary = z.infer<typeof adminNewsListSchema>[number]
