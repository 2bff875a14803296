import type { AdminPage, PageContent, PageDraftInput, PageImage, PageSectionInput } from '@site/contracts'
import { cleanSection } from './section-kinds'

/** A section with a key of its own: React keeps its fields (and focus) with it when it moves. */
export interface KeyedSection {
  key: string
  section: PageSectionInput
}

/** What the editor holds: the draft as typed, its sections keyed. */
export interface PageForm {
  caminho: string
  titulo: string
  descricao: string
  imagemCompartilhamento: PageImage | undefined
  secoes: KeyedSection[]
}

let lastKey = 0
export const keyed = (section: PageSectionInput): KeyedSection => ({ key: `secao-${++lastKey}`, section })

export const formFromPage = (page: AdminPage): PageForm => ({
  caminho: page.caminho,
  titulo: page.rascunho.titulo,
  descricao: page.rascunho.descricao,
  imagemCompartilhamento: page.rascunho.imagemCompartilhamentoId === null ? undefined : { midiaId: page.rascunho.imagemCompartilhamentoId },
  secoes: page.rascunho.secoes.map((section) => keyed(section as PageSectionInput)),
})

/** The body of "Salvar rascunho". */
export const draftFromForm = (form: PageForm): PageDraftInput => ({
  caminho: form.caminho,
  titulo: form.titulo,
  descricao: form.descricao,
  imagemCompartilhamentoId: form.imagemCompartilhamento && 'midiaId' in form.imagemCompartilhamento ? form.imagemCompartilhamento.midiaId : null,
  secoes: form.secoes.map((item) => cleanSection(item.section)),
})

/** The draft as its revisions store it (the address beside the content), to compare them. */
export const snapshotOf = (form: PageForm): { caminho: string } & PageContent => draftFromForm(form) as { caminho: string } & PageContent

/** Whether the form differs from the draft the server holds: publishing needs it saved first. */
export const formChanged = (form: PageForm, page: AdminPage | null) =>
  page !== null && JSON.stringify(draftFromForm(form)) !== JSON.stringify(draftFromForm(formFromPage(page)))
