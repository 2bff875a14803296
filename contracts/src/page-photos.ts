import { z } from 'zod'
import { recordId } from './fields.ts'
import { pictureSchema } from './media.ts'
import { messages } from './messages/index.ts'
import { PATHS } from './site-paths.ts'

/**
 * The program and project pages whose main photo staff choose in "Fotos das páginas", by id. The pages themselves
 * stay in code (client/src/content); a page without a chosen photo shows its own picture.
 */
export const PHOTO_PAGES = {
  'longevidade-ativa': { titulo: 'Longevidade Ativa', caminho: PATHS.activeLongevity },
  voluntariado: { titulo: 'Programa de formação voluntariado', caminho: PATHS.volunteerTraining },
  'bombeiro-mirim': { titulo: 'Programa Bombeiro Mirim', caminho: PATHS.youngFirefighters },
  ciclo: { titulo: 'Ciclo de Palestras', caminho: PATHS.cycle },
  idbasico: { titulo: 'Inclusão Digital Básica', caminho: PATHS.idBasic },
  idintermediario: { titulo: 'Inclusão Digital Intermediária', caminho: PATHS.idIntermediate },
  ilpi: { titulo: 'Conecta ILPI', caminho: PATHS.careHomes },
  golfinho: { titulo: 'Projeto Golfinho', caminho: PATHS.pastProjectGolfinho },
  'id-todos': { titulo: 'ID Todos', caminho: PATHS.pastProjectIdTodos },
  'afetar-com-afeto': { titulo: 'Afetar com Afeto', caminho: PATHS.pastProjectAfetar },
} as const
export type PhotoPageId = keyof typeof PHOTO_PAGES
export const PHOTO_PAGE_IDS = Object.keys(PHOTO_PAGES) as [PhotoPageId, ...PhotoPageId[]]

const msg = messages.pagePhotos

export const pagePhotoParamsSchema = z.object({ pagina: z.enum(PHOTO_PAGE_IDS, { error: msg.pageNotFound }) })
export const pagePhotoInputSchema = z.object({ imagemId: recordId(messages.media.notFound) })

/** A page's chosen photo: the image's id (for the admin's picker) and the picture as pages draw it. */
export const pagePhotoSchema = z.object({ pagina: z.enum(PHOTO_PAGE_IDS), imagemId: z.number().int(), foto: pictureSchema })
export const pagePhotoListSchema = z.array(pagePhotoSchema)

export type PagePhoto = z.infer<typeof pagePhotoSchema>
