import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PublicPage } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import { mockFetch } from '../../../test/mock-fetch'
import { renderRouted } from '../../../test/render'
import { PageSections } from './page-sections'

const page = (secoes: PublicPage['secoes']): PublicPage => ({
  caminho: '/projetos-ativos/horta',
  titulo: 'Horta',
  descricao: 'Horta',
  imagemCompartilhamentoId: null,
  publicadoEm: '2026-01-01T00:00:00.000Z',
  imagens: {
    '7': { url: '/midia/abc.webp', alt: 'Canteiros da horta', largura: 1200, altura: 750, variantes: [] },
  },
  secoes,
})

const slots = { list: () => <p>lista</p>, form: () => null }

describe('the sections of a stored page', () => {
  it('draws the banner as the one heading of level 1, and each titled section under its own heading', () => {
    mockFetch({})
    renderRouted(
      <PageSections
        page={page([
          { tipo: 'destaque', tituloInicio: 'Horta', tituloFim: 'Comunitária', subtitulo: 'Plantar juntos', estilo: 'pagina' },
          { tipo: 'texto', titulo: 'Sobre', fundo: false, corpo: '<p>Texto <strong>forte</strong></p>', botoes: [{ rotulo: 'Fale conosco', link: '/contatos', estilo: 'principal' }] },
          { tipo: 'imagem-texto', titulo: 'A horta', fundo: true, corpo: '<p>Canteiros</p>', imagem: { midiaId: 7 }, lado: 'direita' },
          { tipo: 'numeros', titulo: 'Em números', fundo: false, itens: [{ valor: '40', rotulo: 'canteiros' }] },
        ])}
        slots={slots}
      />,
      '/projetos-ativos/horta',
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Horta Comunitária'])
    expect(screen.getByRole('region', { name: 'Sobre' })).toHaveTextContent('Texto forte')
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contatos')
    expect(screen.getByRole('img', { name: 'Canteiros da horta' })).toHaveAttribute('src', '/midia/abc.webp')
    expect(within(screen.getByRole('region', { name: 'Em números' })).getByText('40')).toBeInTheDocument()
  })

  it('draws questions as disclosures that open without a script of their own', async () => {
    mockFetch({})
    renderRouted(
      <PageSections
        page={page([{ tipo: 'perguntas', titulo: 'Dúvidas', fundo: false, itens: [{ pergunta: 'Quem pode participar?', resposta: '<p>Todas as idades.</p>' }] }])}
        slots={slots}
      />,
      '/',
    )
    const question = screen.getByText('Quem pode participar?')
    expect(question.tagName).toBe('SUMMARY')
    expect(screen.getByText('Todas as idades.')).not.toBeVisible()
    await userEvent.setup().click(question)
    expect(screen.getByText('Todas as idades.')).toBeVisible()
  })

  it('hands the embedded lists to the page that composes them', () => {
    mockFetch({})
    renderRouted(<PageSections page={page([{ tipo: 'lista', titulo: 'Equipe', fundo: false, fonte: 'equipe' }])} slots={slots} />, '/')
    expect(screen.getByText('lista')).toBeInTheDocument()
  })
})
