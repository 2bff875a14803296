import type { AdminNews, NewsArticle, NewsInput, NewsState } from '@site/contracts'
import type { PickedImage } from '../../../components/media/media-picker'

/** What the editor holds: the fields as typed, the date as a datetime-local value in the browser's time. */
export interface NewsForm {
  titulo: string
  resumo: string
  corpo: string
  slug: string
  publicadoEm: string
  capa: PickedImage | null
}

/** '2025-06-18T15:00:00Z' -> '2025-06-18T12:00' in Brasília (the input shows the browser's own time). */
const toLocalInput = (iso: string) => {
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

const toIso = (local: string) => {
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

export const emptyNewsForm = (): NewsForm => ({
  titulo: '',
  resumo: '',
  corpo: '',
  slug: '',
  publicadoEm: toLocalInput(new Date().toISOString()),
  capa: null,
})

export const formFromNews = (news: AdminNews): NewsForm => ({
  titulo: news.titulo,
  resumo: news.resumo,
  corpo: news.corpo,
  slug: news.slug,
  publicadoEm: toLocalInput(news.publicadoEm),
  capa: news.capa && news.capaId ? { id: news.capaId, picture: news.capa } : null,
})

export const inputFromForm = (form: NewsForm, estado: NewsState): NewsInput => ({
  titulo: form.titulo,
  resumo: form.resumo,
  corpo: form.corpo,
  slug: form.slug,
  publicadoEm: toIso(form.publicadoEm),
  capaId: form.capa?.id ?? null,
  estado,
})

/** The form as visitors would see it, for "Pré-visualizar". */
export const previewFromForm = (form: NewsForm): NewsArticle => ({
  slug: form.slug,
  titulo: form.titulo,
  resumo: form.resumo,
  corpo: form.corpo,
  publicadoEm: toIso(form.publicadoEm),
  capa: form.capa?.picture ?? null,
})
