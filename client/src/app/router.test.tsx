import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { pageKey, PATHS, type PublicMenu, type PublicPage } from '@site/contracts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '../test/mock-fetch'
import { AppRoutes } from './router'

/** The stored pages the server would answer (decision 50), each by its banner's title. */
const STORED: Record<string, string> = {
  [PATHS.home]: 'Fundação Educacional de São José',
  [PATHS.institution]: 'Educação que transforma a cidade',
  [PATHS.achievements]: 'Realizações 2024',
  [PATHS.academicDocuments]: 'USJ: documentos acadêmicos',
  [PATHS.contacts]: 'Fale com a fundação',
}
const storedPage = (caminho: string, titulo: string): PublicPage => ({
  caminho,
  titulo,
  descricao: titulo,
  imagemCompartilhamentoId: null,
  publicadoEm: '2026-01-01T00:00:00.000Z',
  imagens: {},
  secoes: [{ tipo: 'destaque', tituloInicio: titulo, estilo: 'pagina' }],
})
const MENU: PublicMenu = {
  principal: [{ rotulo: 'Contatos', caminho: PATHS.contacts, filhos: [] }],
  rodape: [],
  idbasico: [{ rotulo: 'Voluntários', caminho: PATHS.idBasicVolunteers, filhos: [] }],
}

beforeEach(() => {
  mockFetch({
    'GET /api/menu': { body: MENU },
    'GET /api/paginas': ({ path }) => {
      const asked = pageKey(new URLSearchParams(path.split('?')[1]).get('caminho') ?? '')
      const found = Object.entries(STORED).find(([caminho]) => pageKey(caminho) === asked)
      return found ? { body: storedPage(...found) } : { status: 404, body: { mensagem: 'Página não encontrada.' } }
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )

const findH1 = () => screen.findByRole('heading', { level: 1 })

beforeAll(() => {
  // jsdom has no media playback; the home page's muted background video calls play().
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
})

describe('route matching', () => {
  // The stored pages and the routes that stay code.
  it.each([
    ['/instituição', /transforma a cidade/],
    ['/INSTITUIÇÃO', /transforma a cidade/],
    ['/instituicao', /transforma a cidade/],
    ['/Instituicao/', /transforma a cidade/],
    ['/institui%C3%A7%C3%A3o', /transforma a cidade/],
    ['/realizações', /Realizações 2024/],
    ['/realizacoes', /Realizações 2024/],
    ['/REALIZA%C3%87%C3%95ES', /Realizações 2024/],
    ['/NoTiCiAs', /Notícias da fundação/],
    ['/usj', /documentos acadêmicos/],
    // Old addresses under /usj show the documents page.
    ['/usj/qualquer/coisa', /documentos acadêmicos/],
    ['/privacidade', /Aviso de privacidade/],
    ['/validador/AB12CD34', /Validar certificado/],
    ['/', /Fundação Educacional/],
  ])('%s shows its page', async (path, heading) => {
    renderAt(path)
    expect(await findH1()).toHaveTextContent(heading)
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it.each(['/nao-existe', '/idbasico/desconhecida', '/cursos/nef/extra'])(
    '%s shows the Portuguese not-found page with links back',
    async (path) => {
      renderAt(path)
      expect(await findH1()).toHaveTextContent('Página não encontrada')
      expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/')
    },
  )

  it('nests the /idbasico pages inside their layout', async () => {
    renderAt('/IDBASICO/voluntarios')
    expect(await findH1()).toHaveTextContent('Seja voluntário')
  })

  it('moves focus to the main content after a client-side navigation', async () => {
    const user = userEvent.setup()
    renderAt('/privacidade')
    await findH1()
    const navigation = screen.getByRole('navigation', { name: 'Menu principal' })
    await user.click(await within(navigation).findByRole('link', { name: 'Contatos' }))
    expect(await findH1()).toHaveTextContent('Fale com a fundação')
    expect(screen.getByRole('main')).toHaveFocus()
  })
})
