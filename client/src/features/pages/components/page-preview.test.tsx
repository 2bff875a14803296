import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages, type AdminPage, type MediaItem } from '@site/contracts'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { signInForEachTest } from '../../../test/session'
import PageEditorScreen from './page-editor-screen'

const text = messages.pageEditor
const kinds = messages.sectionKinds
const fields = messages.sectionFields
const PAGE = '/api/admin/paginas/8'

const photo: MediaItem = {
  id: 12,
  nome: 'canteiros.png',
  tipo: 'image/png',
  tamanho: 2048,
  criadoEm: '2026-10-01T12:00:00.000Z',
  url: '/midia/0123456789abcdef0123456789abcdef.webp',
  alt: 'Canteiros de alface e couve',
  largura: 1200,
  altura: 750,
  variantes: [],
}

const library: AdminPage = {
  id: 8,
  caminho: '/projetos-ativos/biblioteca',
  titulo: 'Biblioteca Comunitária',
  modelo: 'projeto',
  fixa: false,
  estado: 'rascunho',
  publicadoEm: null,
  alteracoesPendentes: false,
  atualizadoEm: '2026-11-20T12:00:00.000Z',
  rascunho: {
    titulo: 'Biblioteca Comunitária',
    descricao: 'Livros emprestados pelos moradores.',
    imagemCompartilhamentoId: 12,
    secoes: [
      { tipo: 'destaque', tituloInicio: 'Biblioteca', tituloFim: 'Comunitária', estilo: 'pagina' },
      { tipo: 'texto', titulo: 'Sobre a biblioteca', fundo: false, corpo: '<p>Acervo doado.</p>' },
      { tipo: 'imagem-texto', titulo: 'O acervo', fundo: false, corpo: '<p>Mil livros.</p>', imagem: { midiaId: 12 }, lado: 'direita' },
      {
        tipo: 'chamada',
        titulo: 'Participe',
        fundo: true,
        botoes: [{ rotulo: 'Fale conosco', link: '/contatos', estilo: 'principal' }],
      },
      { tipo: 'lista', titulo: 'Quem cuida', fundo: false, fonte: 'equipe' },
      { tipo: 'formulario', formulario: 'voluntarios' },
    ],
  },
  avisos: [],
}

const fresh: MediaItem = { ...photo, id: 13, nome: 'leitura.png', url: '/midia/fedcba9876543210fedcba9876543210.webp', alt: 'Crianças lendo no tapete' }

/** The editor of page 8; the library gains `fresh` after the editor's first look at it (an upload meanwhile). */
function serve() {
  let looks = 0
  return mockFetch({
    [`GET ${PAGE}`]: { body: library },
    [`GET ${PAGE}/revisoes`]: { body: [] },
    'GET /api/midia': () => ({ body: ++looks === 1 ? [photo] : [photo, fresh] }),
  })
}

async function openEditor() {
  serve()
  const view = renderAt(<PageEditorScreen canEdit />, '/admin/paginas/8', '/admin/paginas/:id')
  await screen.findByRole('heading', { level: 1, name: text.editTitle('Biblioteca Comunitária') })
  return view
}

const preview = () => screen.getByRole('region', { name: text.previewTitle })
const sectionCards = () => [...document.querySelectorAll<HTMLElement>('.page-sections__list > li > fieldset')]
/** The preview's sections' headings, in order (the banner's <h1> and each titled section's <h2>). */
const previewHeadings = () => [...preview().querySelectorAll('h1, .section__title')].map((heading) => heading.textContent)

signInForEachTest()
afterEach(() => vi.unstubAllGlobals())

describe('the page editor’s live preview', { timeout: 30_000 }, () => {
  it('draws the form with the public sections, and the banner follows the title as it is typed', async () => {
    await openEditor()
    expect(within(preview()).getByRole('heading', { level: 1 })).toHaveTextContent('Biblioteca Comunitária')
    expect(within(preview()).getByRole('region', { name: 'Sobre a biblioteca' })).toHaveTextContent('Acervo doado.')

    const title = within(sectionCards()[0]!).getByLabelText(fields.tituloInicio)
    await userEvent.clear(title)
    await userEvent.type(title, 'Sala de Leitura')
    await waitFor(() => expect(within(preview()).getByRole('heading', { level: 1 })).toHaveTextContent('Sala de Leitura Comunitária'))
    // The preview follows without taking the focus from the field being typed in.
    expect(document.activeElement).toBe(title)
  })

  it('shows a paragraph typed in the rich text', async () => {
    // The rich-text editor measures the selection to keep it in view; jsdom lays nothing out.
    Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() })
    Object.assign(document, { elementFromPoint: () => null })
    await openEditor()
    const body = await within(sectionCards()[1]!).findByRole('textbox', { name: fields.corpo })
    body.focus()
    await userEvent.paste('Empréstimos às sextas-feiras.')
    await waitFor(() => expect(within(preview()).getByRole('region', { name: 'Sobre a biblioteca' })).toHaveTextContent('Empréstimos às sextas-feiras.'))
  })

  it('reorders, adds and removes sections as the form does', async () => {
    await openEditor()
    expect(previewHeadings()).toEqual(['Biblioteca Comunitária', 'Sobre a biblioteca', 'O acervo', 'Participe', 'Quem cuida'])

    await userEvent.click(within(sectionCards()[1]!).getByRole('button', { name: new RegExp(`^${text.moveDown}`) }))
    await waitFor(() => expect(previewHeadings()).toEqual(['Biblioteca Comunitária', 'O acervo', 'Sobre a biblioteca', 'Participe', 'Quem cuida']))

    await userEvent.click(within(sectionCards()[3]!).getByRole('button', { name: new RegExp(`^${text.removeSection}`) }))
    await userEvent.click(within(screen.getByRole('dialog', { name: text.removeSectionTitle })).getByRole('button', { name: text.removeConfirm }))
    await waitFor(() => expect(previewHeadings()).toEqual(['Biblioteca Comunitária', 'O acervo', 'Sobre a biblioteca', 'Quem cuida']))

    // A new section shows what it lacks until it is complete, then as the site draws it.
    await userEvent.selectOptions(screen.getByLabelText(text.newSectionKind), kinds.numeros)
    await userEvent.click(screen.getByRole('button', { name: text.addSection }))
    const heading = text.sectionHeading(6, kinds.numeros)
    await within(preview()).findByText(text.previewIncomplete(heading, messages.sitePages.valueRequired))
    const facts = sectionCards()[5]!
    await userEvent.type(within(facts).getByLabelText(fields.valor), '1.200')
    await userEvent.type(within(facts).getByLabelText(fields.rotulo), 'livros')
    // The preview draws again once typing pauses, which on a loaded machine may be between two keys ("1.2"): it is
    // the whole value that is awaited.
    await within(preview()).findByText('1.200')
    expect(within(preview()).queryByText(text.previewIncomplete(heading, messages.sitePages.valueRequired))).not.toBeInTheDocument()
  })

  it('shows the library’s pictures, the head as search engines get it, and says what the list and the form will be', async () => {
    await openEditor()
    const region = preview()
    expect(within(region).getAllByRole('img', { name: photo.alt }).map((image) => image.getAttribute('src'))).toEqual([photo.url, photo.url])
    expect(within(region).getByText('/projetos-ativos/biblioteca')).toBeInTheDocument()
    expect(within(region).getByText('Livros emprestados pelos moradores.')).toBeInTheDocument()
    expect(within(region).getByRole('region', { name: 'Quem cuida' })).toHaveTextContent(text.previewList(fields.sources.equipe))
    expect(within(region).getByText(text.previewForm(fields.forms.voluntarios))).toBeInTheDocument()
  })

  it('shows a picture uploaded after the editor opened, once it is chosen', async () => {
    await openEditor()
    const imageText = sectionCards()[2]!
    await userEvent.click(within(imageText).getByRole('button', { name: messages.media.change }))
    const picker = screen.getByRole('dialog', { name: messages.media.pickerTitle })
    await userEvent.click(await within(picker).findByRole('button', { name: new RegExp(fresh.alt) }))
    const region = within(preview()).getByRole('region', { name: 'O acervo' })
    expect(await within(region).findByRole('img', { name: fresh.alt })).toHaveAttribute('src', fresh.url)
  })

  it('opens a link of the preview in another tab: the editor, with what is not saved, stays', async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    await openEditor()
    await userEvent.click(within(preview()).getByRole('link', { name: 'Fale conosco' }))
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/contatos`, '_blank', 'noopener')
    expect(screen.getByRole('heading', { level: 1, name: text.editTitle('Biblioteca Comunitária') })).toBeInTheDocument()
  })

  it('offers "Editar" and "Pré-visualizar", one pressed at a time', async () => {
    await openEditor()
    const edit = screen.getByRole('button', { name: text.editView })
    const show = screen.getByRole('button', { name: text.previewView })
    expect(edit).toHaveAttribute('aria-pressed', 'true')
    expect(show).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(show)
    expect(show).toHaveAttribute('aria-pressed', 'true')
    expect(edit).toHaveAttribute('aria-pressed', 'false')
    expect(document.activeElement).toBe(show)
  })
})
