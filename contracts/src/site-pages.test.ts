import { describe, expect, it } from 'vitest'
import { messages } from './messages/index.ts'
import { menuInputSchema, pageDraftInputSchema, pageLookupQuerySchema, publishInputSchema } from './site-pages.ts'

const allStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(allStrings) : []
const CATALOGUE = new Set(allStrings(messages))

const WRONG_TYPES = [null, 7, 'texto', true, [], {}]

/** Every value of a wrong type in each place of a valid input. */
function* mutations(value: unknown): Generator<unknown> {
  for (const wrong of WRONG_TYPES) yield wrong
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) for (const mutated of mutations(item)) yield value.map((other, at) => (at === index ? mutated : other))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) for (const mutated of mutations(item)) yield { ...value, [key]: mutated }
  }
}

const PAGE = {
  caminho: '/projetos-ativos/horta',
  titulo: 'Horta',
  descricao: 'Horta comunitária',
  imagemCompartilhamentoId: null,
  secoes: [
    { tipo: 'destaque', tituloInicio: 'Horta', estilo: 'pagina', imagem: { arquivo: '/media/horta.svg', alt: '' } },
    { tipo: 'texto', titulo: 'Sobre', corpo: '<p>Texto</p>', fundo: false, botoes: [{ rotulo: 'Ir', link: '/contatos', estilo: 'contorno' }] },
    { tipo: 'cartoes', exibicao: 'grade', colunas: 3, itens: [{ titulo: 'A', detalhes: ['x'], lista: ['y'], imagem: { midiaId: 1 }, link: '/cursos' }] },
    { tipo: 'topicos', itens: [{ titulo: 'A', link: { href: 'https://gov.br', rotulo: 'gov' } }] },
    { tipo: 'dados-curso', fatos: [{ rotulo: 'Local', valor: 'Sala' }], agenda: [{ data: '2026-01-01', titulo: 'Aula' }] },
    { tipo: 'lista', fonte: 'turmas', curso: 'nef', limite: 3 },
    { tipo: 'contato', exibicao: 'mapa' },
  ],
}
const MENU = { principal: [{ rotulo: 'A', paginaId: 1, filhos: [{ rotulo: 'B', rota: '/noticias' }] }], rodape: [], idbasico: [] }

describe('the page and menu schemas', () => {
  it('accept the valid inputs the mutations start from', () => {
    expect(pageDraftInputSchema.safeParse(PAGE).success).toBe(true)
    expect(menuInputSchema.safeParse(MENU).success).toBe(true)
  })

  it.each([
    ['a page', pageDraftInputSchema, PAGE],
    ['the menu', menuInputSchema, MENU],
    ['a publication', publishInputSchema, { publicarEm: '2030-01-01T12:00:00Z' }],
    ['a lookup', pageLookupQuerySchema, { caminho: '/cursos' }],
  ])('refuse a value of the wrong type anywhere in %s with a message of the catalogue', (_name, schema, valid) => {
    for (const input of mutations(valid)) {
      const result = schema.safeParse(input)
      for (const issue of result.error?.issues ?? []) expect(CATALOGUE.has(issue.message), `${issue.message} at ${issue.path.join('.')}`).toBe(true)
    }
  })
})
