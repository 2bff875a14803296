import { z } from 'zod'
import { COURSE_PAGES, type CoursePageId } from './content.ts'
import { optionalText, recordId, requiredText } from './fields.ts'
import { pictureSchema } from './media.ts'
import { messages } from './messages/index.ts'
import { PHOTO_PAGE_IDS } from './page-photos.ts'
import { normalizePath, PATHS } from './site-paths.ts'

/**
 * The site's pages as content: a page is a path, a title, its head and an ordered list of typed sections. The kinds
 * are what the public pages already draw (decision 45); the same schemas check the editor's form and the API.
 */

const msg = messages.sitePages
/** What a field of the wrong type says: every answer of the API speaks the catalogue. */
const invalid = { error: messages.common.invalidRequest }
/** An object of the input: anything else in its place is an invalid request. */
const record = <T extends z.ZodRawShape>(shape: T) => z.object(shape, invalid)

export const PAGE_STATES = ['rascunho', 'publicado', 'agendado'] as const
export type PageState = (typeof PAGE_STATES)[number]

/** The templates of "Nova página" and the sections of the site a new page may live under. */
export const PAGE_TEMPLATES = ['projeto', 'curso', 'simples'] as const
export type PageTemplate = (typeof PAGE_TEMPLATES)[number]
export const PAGE_PARENTS = [PATHS.activeProjects, PATHS.courses, PATHS.pastProjects] as const
export type PageParent = (typeof PAGE_PARENTS)[number]

export const MAX_SECTIONS = 40
const MAX_ITEMS = 40
const MAX_RICH_TEXT = 50_000
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The last part of a new page's address: "horta-comunitaria". */
export const pageSegmentSchema = z.string({ error: msg.pathInvalid }).trim().max(80, msg.pathInvalid).regex(SEGMENT, msg.pathInvalid)

/** "/projetos-ativos/horta-comunitaria": one segment under an allowed parent. */
export const isChildPagePath = (path: string): boolean => {
  const parent = PAGE_PARENTS.find((candidate) => path.startsWith(`${candidate}/`))
  return parent !== undefined && SEGMENT.test(path.slice(parent.length + 1))
}

/** The key a path is found by: no accents, lower case, no trailing slash ("/Instituição/" and "/instituicao" are one). */
export const pageKey = normalizePath

/** The public pages that stay code (forms, lists drawn from records): a menu item may point at them too. */
export const FIXED_ROUTES = [
  PATHS.validator,
  PATHS.news,
  PATHS.documentRequest,
  PATHS.cycleRegistration,
  PATHS.idBasicVolunteers,
  PATHS.idBasicCallList,
  PATHS.idIntermediateRegistration,
  PATHS.idIntermediateCallList,
  PATHS.privacy,
  PATHS.accessibility,
  PATHS.siteMap,
  PATHS.search,
] as const
export const isFixedRoute = (path: string): boolean => (FIXED_ROUTES as readonly string[]).includes(path)

/** A link of a card or a button: a path of the site, an https address, an e-mail or a phone. */
const linkSchema = requiredText(msg.linkInvalid, 2000).refine(
  (value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value) || /^(mailto|tel):\S+$/i.test(value),
  msg.linkInvalid,
)
export const isInternalLink = (href: string): boolean => /^\/(?!\/)/.test(href)

/** A button: its look, and words only a screen reader reads after the label (which of many "Saiba mais"). */
const buttonSchema = record({
  rotulo: requiredText(msg.labelRequired, 100),
  link: linkSchema,
  estilo: z.enum(['principal', 'contorno', 'destaque'], invalid).default('principal'),
  complemento: optionalText(200),
})
const buttons = z.array(buttonSchema, invalid).max(3, messages.common.tooLong).optional()

/**
 * A picture: an image of the media library (its alt text is the library's), or one of the site's own illustrations
 * (public/media, shipped with the code), whose alt text is written here; empty means decorative.
 */
export const pageImageSchema = z.union([
  z.object({ midiaId: recordId(msg.imageRequired) }).strict(),
  z
    .object({
      arquivo: z.string({ error: msg.illustrationInvalid }).regex(/^\/media\/[a-z0-9-]+\.(svg|webp|png|jpg)$/, msg.illustrationInvalid),
      alt: z.string(invalid).trim().max(300, messages.common.tooLong),
    })
    .strict(),
], { error: msg.imageRequired })
export type PageImage = z.infer<typeof pageImageSchema>

/** A photo chosen in "Fotos das páginas" replaces the picture (the program and project cards keep doing so). */
const photoPage = z.enum(PHOTO_PAGE_IDS, { error: messages.common.invalidRequest }).optional()
const title = requiredText(msg.titleRequired, 200)
const optionalTitle = optionalText(200)
const shortText = (max = 1000) => requiredText(msg.textRequired, max)
const richText = z.string({ error: msg.textRequired }).max(MAX_RICH_TEXT, messages.common.tooLong)
const items = <T extends z.ZodType>(item: T) => z.array(item, invalid).min(1, msg.itemsRequired).max(MAX_ITEMS, messages.common.tooLong)
/** Every section but the banner: a title (a heading, or none), an introduction, and the grey band around it. */
const frame = { titulo: optionalTitle, intro: optionalText(1000), fundo: z.boolean(invalid).default(false) }

export const heroSectionSchema = z.object({
  tipo: z.literal('destaque'),
  /** The title in two parts, the second highlighted: "Projetos" "ativos". */
  tituloInicio: title,
  tituloFim: optionalText(200),
  subtitulo: optionalText(500),
  imagem: pageImageSchema.optional(),
  /** pagina: the banner of every page; curso: the course pages' banner; inicio: the home page's video banner. */
  estilo: z.enum(['pagina', 'curso', 'inicio'], invalid).default('pagina'),
})

export const richTextSectionSchema = z.object({ tipo: z.literal('texto'), ...frame, corpo: richText, botoes: buttons })

export const cardsSectionSchema = z.object({
  tipo: z.literal('cartoes'),
  ...frame,
  /** The list's accessible name, for a carousel ("Projetos ativos"). */
  rotulo: optionalText(200),
  /**
   * grade: cards in columns; carrossel: three cards in view, moved one per press; destaques: one large slide at a time;
   * rolagem: a row that scrolls; atalhos: text-only links; galeria: pictures with captions.
   */
  exibicao: z.enum(['grade', 'carrossel', 'destaques', 'rolagem', 'atalhos', 'galeria'], invalid).default('grade'),
  colunas: z.number(invalid).int(messages.common.invalidRequest).min(1, messages.common.invalidRequest).max(4, messages.common.invalidRequest).default(3),
  itens: items(
    record({
      titulo: optionalTitle,
      texto: optionalText(1000),
      imagem: pageImageSchema.optional(),
      fotoPagina: photoPage,
      /** A short state above the title ("Realizado", "Encontro 1"). */
      selo: optionalText(100),
      /** Small lines around the text ("Palestra", "Lista de presença em breve"). */
      detalhes: z.array(shortText(300), invalid).max(5, messages.common.tooLong).optional(),
      lista: z.array(shortText(300), invalid).max(MAX_ITEMS, messages.common.tooLong).optional(),
      link: linkSchema.optional(),
      rotuloLink: optionalText(100),
    }),
  ),
})

export const imageTextSectionSchema = z.object({
  tipo: z.literal('imagem-texto'),
  ...frame,
  corpo: richText,
  imagem: pageImageSchema,
  fotoPagina: photoPage,
  lado: z.enum(['direita', 'esquerda'], invalid).default('direita'),
  botoes: buttons,
  /** A line under the buttons ("Endereço: https://emec.mec.gov.br/"). */
  nota: optionalText(500),
})

export const factsSectionSchema = z.object({
  tipo: z.literal('numeros'),
  ...frame,
  itens: items(record({ valor: requiredText(msg.valueRequired, 60), rotulo: requiredText(msg.labelRequired, 200) })),
})

/** Short titled items: values, steps, a timeline, a syllabus, documents. */
export const topicsSectionSchema = z.object({
  tipo: z.literal('topicos'),
  ...frame,
  exibicao: z.enum(['grade', 'passos', 'linha-do-tempo', 'lista'], invalid).default('grade'),
  colunas: z.number(invalid).int(messages.common.invalidRequest).min(1, messages.common.invalidRequest).max(4, messages.common.invalidRequest).default(3),
  itens: items(
    record({
      titulo: title,
      texto: optionalText(2000),
      /** A mark before the title: a year in a timeline, a number, "3 horas · Palestra". */
      rotulo: optionalText(100),
      lista: z.array(shortText(300), invalid).max(MAX_ITEMS, messages.common.tooLong).optional(),
      link: record({ href: linkSchema, rotulo: requiredText(msg.labelRequired, 100) }).optional(),
      /** A small line under the text ("Peça uma cópia à secretaria acadêmica."). */
      nota: optionalText(300),
    }),
  ),
})

const isoDate = z.string({ error: msg.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateInvalid)

/** A course's facts (hours, place, schedule, registration period) and its dated sessions. */
export const courseFactsSectionSchema = z.object({
  tipo: z.literal('dados-curso'),
  ...frame,
  fatos: z.array(record({ rotulo: requiredText(msg.labelRequired, 100), valor: requiredText(msg.valueRequired, 500) }), invalid).max(MAX_ITEMS, messages.common.tooLong).default([]),
  agenda: z
    .array(
      record({
        data: isoDate,
        dataFim: isoDate.optional(),
        horario: optionalText(100),
        titulo: title,
        detalhe: optionalText(500),
        selo: optionalText(100),
      }),
      invalid,
    )
    .max(MAX_ITEMS, messages.common.tooLong)
    .default([]),
})

export const peopleSectionSchema = z.object({
  tipo: z.literal('pessoas'),
  ...frame,
  itens: items(
    record({ nome: title, papel: optionalText(200), bio: optionalText(2000), foto: pageImageSchema.optional() }),
  ),
})

export const callToActionSectionSchema = z.object({
  tipo: z.literal('chamada'),
  ...frame,
  texto: optionalText(1000),
  botoes: z.array(buttonSchema, invalid).min(1, msg.itemsRequired).max(3, messages.common.tooLong),
})

export const faqSectionSchema = z.object({
  tipo: z.literal('perguntas'),
  ...frame,
  itens: items(record({ pergunta: requiredText(msg.textRequired, 300), resposta: richText })),
})

/** The foundation's contact data as set in Configurações: a short list, one card per channel, or the map. */
export const contactSectionSchema = z.object({ tipo: z.literal('contato'), ...frame, exibicao: z.enum(['canais', 'cartoes', 'mapa'], invalid).default('canais') })

/** A list drawn from records staff edit elsewhere; `curso` picks a course's offerings. */
export const EMBEDDED_LISTS = ['noticias', 'palestras', 'calendario', 'equipe', 'parceiros', 'turmas', 'redes-sociais'] as const
export const listSectionSchema = z
  .object({
    tipo: z.literal('lista'),
    ...frame,
    fonte: z.enum(EMBEDDED_LISTS, { error: messages.common.invalidRequest }),
    curso: z.enum(Object.keys(COURSE_PAGES) as [CoursePageId, ...CoursePageId[]], { error: messages.content.courseRequired }).optional(),
    limite: z.number(invalid).int(messages.common.invalidRequest).min(1, messages.common.invalidRequest).max(50, messages.common.invalidRequest).optional(),
    /** A picture beside the list (the calendar's). */
    imagem: pageImageSchema.optional(),
    /** What shows when the list is empty ("Nenhuma palestra agendada no momento."). */
    vazia: optionalText(300),
  })
  .refine((section) => (section.fonte === 'turmas') === (section.curso !== undefined), {
    path: ['curso'],
    message: messages.content.courseRequired,
  })

/** A form of the site (the one its own page draws), placed in a page; the text around it is the page's other sections. */
export const PAGE_FORMS = ['validador', 'requerimento', 'inscricao-ciclo', 'voluntarios'] as const
export type PageForm = (typeof PAGE_FORMS)[number]
export const formSectionSchema = z.object({ tipo: z.literal('formulario'), formulario: z.enum(PAGE_FORMS, { error: messages.common.invalidRequest }) })

export const pageSectionSchema = z.discriminatedUnion(
  'tipo',
  [
    heroSectionSchema,
    richTextSectionSchema,
    cardsSectionSchema,
    imageTextSectionSchema,
    factsSectionSchema,
    topicsSectionSchema,
    courseFactsSectionSchema,
    peopleSectionSchema,
    callToActionSectionSchema,
    faqSectionSchema,
    contactSectionSchema,
    listSectionSchema,
    formSectionSchema,
  ],
  { error: msg.sectionKindInvalid },
)
export type PageSection = z.infer<typeof pageSectionSchema>
export type PageSectionInput = z.input<typeof pageSectionSchema>
export type PageSectionKind = PageSection['tipo']

/** The part of a page that has versions: what a draft holds and what visitors see once published. */
export const pageContentSchema = record({
  titulo: title,
  /** The head: the description for search engines and link previews, and the sharing picture (library). */
  descricao: requiredText(msg.descriptionRequired, 300),
  imagemCompartilhamentoId: recordId(msg.imageRequired).nullable().default(null),
  secoes: z.array(pageSectionSchema, invalid).max(MAX_SECTIONS, msg.sectionsTooMany),
})
export type PageContent = z.infer<typeof pageContentSchema>
export type PageContentInput = z.input<typeof pageContentSchema>

/** Saving the draft: its content and, for a page made by the staff, its address (the old one keeps answering 301). */
export const pageDraftInputSchema = pageContentSchema.extend({ caminho: z.string({ error: msg.pathInvalid }).trim().max(200, msg.pathInvalid) })
export type PageDraftInput = z.input<typeof pageDraftInputSchema>

export const newPageInputSchema = record({
  modelo: z.enum(PAGE_TEMPLATES, { error: msg.templateInvalid }),
  pai: z.enum(PAGE_PARENTS, { error: msg.parentInvalid }),
  segmento: pageSegmentSchema,
  titulo: title,
})
export type NewPageInput = z.input<typeof newPageInputSchema>

/** "Publicar": now, or at a later moment (agendada). */
export const publishInputSchema = record({ publicarEm: z.iso.datetime({ offset: true, error: msg.publishDateInvalid }).optional() })
/** Unpublishing or deleting a page the menu links to needs `confirmar` (the 409 says where it is linked). */
export const confirmQuerySchema = record({ confirmar: z.enum(['sim'], invalid).optional() })

export const pageIdParamsSchema = z.object({ id: recordId(msg.notFound) })
export const pageRevisionParamsSchema = z.object({ id: recordId(msg.notFound), revisaoId: recordId(messages.contentHistory.revisionNotFound) })
export const pageTrashParamsSchema = z.object({ id: recordId(messages.contentHistory.trashNotFound) })
export const pageLookupQuerySchema = record({ caminho: z.string({ error: msg.notFound }).max(300, msg.notFound) })

const stateSchema = z.enum(PAGE_STATES)

export const adminPageSummarySchema = z.object({
  id: z.number().int(),
  caminho: z.string(),
  titulo: z.string(),
  modelo: z.string(),
  /** A page of the site's own routes: its address is fixed and it never goes to the trash. */
  fixa: z.boolean(),
  estado: stateSchema,
  /** When the published (or scheduled) version shows; null for a page never published. */
  publicadoEm: z.string().nullable(),
  /** The draft differs from what visitors see. */
  alteracoesPendentes: z.boolean(),
  atualizadoEm: z.string(),
})
export const adminPageListSchema = z.array(adminPageSummarySchema)

/** A page as the editor loads it: its draft, and warnings about its links. */
export const adminPageSchema = adminPageSummarySchema.extend({
  rascunho: pageContentSchema,
  avisos: z.array(z.string()),
})

/** What visitors see at a path, with the library pictures it names (by id: sections and sharing picture). */
export const publicPageSchema = pageContentSchema.extend({ caminho: z.string(), publicadoEm: z.string(), imagens: z.record(z.string(), pictureSchema) })

/** One field or section that differs between a revision and the current draft. */
export const pageRevisionDiffSchema = z.array(
  z.object({ campo: z.string(), antes: z.unknown(), depois: z.unknown() }),
)

/* The menu and the footer. */

/** The site's menu, the footer's links, and the links between the pages of Inclusão Digital Básica. */
export const MENU_AREAS = ['principal', 'rodape', 'idbasico'] as const
export type MenuArea = (typeof MENU_AREAS)[number]
const MAX_MENU_ITEMS = 60

const menuTarget = {
  rotulo: requiredText(messages.siteMenu.labelRequired, 80),
  paginaId: recordId(messages.siteMenu.pageMissing).nullable().default(null),
  rota: z.string(invalid).trim().max(200, messages.siteMenu.routeInvalid).refine((value) => value === '' || isFixedRoute(value), messages.siteMenu.routeInvalid).optional(),
}
const targetChosen = (item: { paginaId: number | null; rota?: string }) => item.paginaId !== null || Boolean(item.rota)
const chosenTarget = { message: messages.siteMenu.targetRequired, path: ['paginaId'] }
const menuLeafSchema = record({ ...menuTarget, filhos: z.array(z.unknown(), invalid).max(0, messages.siteMenu.tooDeep).optional() })
  .refine(targetChosen, chosenTarget)
const menuItemInputSchema = record({ ...menuTarget, filhos: z.array(menuLeafSchema, invalid).max(MAX_MENU_ITEMS, messages.siteMenu.tooMany).default([]) })
  .refine(targetChosen, chosenTarget)

/** The whole menu in one save: each area's items in order, each with its submenu (one level). */
export const menuInputSchema = z
  .object({ principal: z.array(menuItemInputSchema, invalid), rodape: z.array(menuItemInputSchema, invalid), idbasico: z.array(menuItemInputSchema, invalid).default([]) }, invalid)
  .refine((menu) => [...menu.principal, ...menu.rodape, ...menu.idbasico].reduce((sum, item) => sum + 1 + item.filhos.length, 0) <= MAX_MENU_ITEMS, messages.siteMenu.tooMany)
export type MenuInput = z.input<typeof menuInputSchema>

const adminMenuLeaf = z.object({
  id: z.number().int(),
  rotulo: z.string(),
  paginaId: z.number().int().nullable(),
  rota: z.string().nullable(),
  /** Where it leads now: the page's path or the fixed route. */
  caminho: z.string(),
  /** Hidden from visitors until its page is published. */
  visivel: z.boolean(),
})
const adminMenuItem = adminMenuLeaf.extend({ filhos: z.array(adminMenuLeaf) })
export const adminMenuSchema = z.object({ principal: z.array(adminMenuItem), rodape: z.array(adminMenuItem), idbasico: z.array(adminMenuItem), avisos: z.array(z.string()) })

const publicMenuLeaf = z.object({ rotulo: z.string(), caminho: z.string() })
/** The menu visitors see: only items whose page is published. */
const publicMenuArea = z.array(publicMenuLeaf.extend({ filhos: z.array(publicMenuLeaf) }))
export const publicMenuSchema = z.object({ principal: publicMenuArea, rodape: publicMenuArea, idbasico: publicMenuArea })

/* The "Mapa do site". */

/**
 * A page visitors can open now, and the page it is listed under (null: at the top). The list is in the order the
 * map reads: each page before the pages under it.
 */
export const siteMapEntrySchema = z.object({ caminho: z.string(), titulo: z.string(), pai: z.string().nullable() })
export const siteMapSchema = z.array(siteMapEntrySchema)
export type SiteMapEntry = z.infer<typeof siteMapEntrySchema>

export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>
export type AdminPage = z.infer<typeof adminPageSchema>
export type PublicPage = z.infer<typeof publicPageSchema>
export type AdminMenu = z.infer<typeof adminMenuSchema>
export type PublicMenu = z.infer<typeof publicMenuSchema>
