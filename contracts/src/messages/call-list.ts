export const callListMessages = {
  callList: {
    loadFailed: 'Erro ao carregar dados. Por favor, tente novamente mais tarde.',
    noResults: 'Nenhum resultado encontrado',
    noResultsHint: 'Não encontramos registros correspondentes à sua pesquisa.',
  },
  callListPage: {
    title: 'Chamada 2025',
    intro: 'Procure o seu nome na lista de pessoas chamadas para as turmas de 2025.',
    loading: 'Carregando a lista de chamada…',
    searchLabel: 'Pesquisar na lista',
    searchHint: 'Digite um nome, turma ou qualquer informação da lista.',
    caption: 'Lista de chamada 2025',
    clear: 'Limpar pesquisa',
    updatedAt: 'Atualizada em',
  },
} as const

/** '1 registro encontrado', '12 registros encontrados': the call list's search result count. */
export const recordCount = (count: number): string =>
  `${count} ${count === 1 ? 'registro encontrado' : 'registros encontrados'}`
