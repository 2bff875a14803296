/** The site search (/busca): its page, its filters and its states. */
export const searchMessages = {
  search: {
    tooLong: (max: number) => `A busca aceita até ${max} caracteres. Use menos palavras.`,
    heading: 'Buscar no site',
    intro: 'Encontre páginas, notícias, cursos e turmas, eventos e palestras e pessoas da equipe.',
    label: 'O que você procura?',
    submit: 'Buscar',
    filters: 'Filtrar os resultados por tipo',
    allKinds: 'Todos',
    kinds: {
      pagina: 'Páginas',
      noticia: 'Notícias',
      curso: 'Cursos e turmas',
      evento: 'Eventos e palestras',
      equipe: 'Equipe',
    },
    resultCount: (total: number, query: string) =>
      total === 1 ? `1 resultado para “${query}”` : `${total.toLocaleString('pt-BR')} resultados para “${query}”`,
    didYouMean: 'Você quis dizer:',
    noResults: (query: string) => `Nenhum resultado para “${query}”.`,
    noResultsHint: 'Confira a grafia, use menos palavras ou palavras mais gerais, ou veja as páginas mais visitadas.',
    emptyPrompt: 'Digite uma ou mais palavras no campo acima.',
    popularHeading: 'Páginas mais visitadas',
    results: 'Resultados da busca',
    pagination: 'Páginas de resultados',
    pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  },
} as const
