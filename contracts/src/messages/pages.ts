export const pagesMessages = {
  /** The site's pages as content ("Páginas"): the editor, its checks and its answers. */
  sitePages: {
    title: 'Páginas',
    notFound: 'Página não encontrada',
    titleRequired: 'Título é obrigatório',
    descriptionRequired: 'Descrição é obrigatória',
    pathInvalid: 'Use no endereço só letras minúsculas sem acento, números e hífens, depois de uma das seções permitidas',
    pathTaken: 'Já existe uma página com este endereço',
    pathFixed: 'Esta página tem um endereço fixo do site e não pode mudar de endereço',
    fixedPageKept: 'Esta página faz parte do site e não pode ir para a lixeira; tire-a do menu ou despublique-a',
    parentInvalid: 'Escolha uma seção permitida: Projetos ativos, Cursos ou Projetos anteriores',
    templateInvalid: 'Escolha um modelo: Projeto, Curso ou Página simples',
    sectionsTooMany: 'Uma página pode ter no máximo 40 seções',
    sectionKindInvalid: 'Tipo de seção desconhecido',
    itemsRequired: 'Inclua pelo menos um item',
    textRequired: 'Texto é obrigatório',
    labelRequired: 'Rótulo é obrigatório',
    valueRequired: 'Valor é obrigatório',
    linkInvalid: 'Use um endereço do site (começando com /) ou um endereço https://',
    imageRequired: 'Escolha uma imagem da biblioteca de mídia',
    illustrationInvalid: 'Ilustração desconhecida',
    dateInvalid: 'Informe uma data válida',
    publishDateInvalid: 'Informe uma data de publicação válida',
    /** A link inside the page (rich text, card, button) that no visitor could open: saved, with this warning. */
    brokenLink: (path: string) => `O link para ${path} não leva a uma página publicada`,
    /** `places`: where the page is linked in the menu, as `menuPlace` lists them. */
    linkedFromMenu: (places: string) =>
      `Esta página está no menu: ${places}. Confirme para tirá-la do site e do menu juntas.`,
    /** One place in the menu: Menu principal › Projetos › Horta. */
    menuPlace: (area: string, trail: readonly string[]) => [area, ...trail].join(' › '),
    nothingToPublish: 'Salve a página antes de publicar',
    templates: { projeto: 'Projeto', curso: 'Curso', simples: 'Página simples' },
    parents: { '/projetos-ativos': 'Projetos ativos', '/cursos': 'Cursos', '/projetos-anteriores': 'Projetos anteriores' },
    states: { rascunho: 'Rascunho', publicado: 'Publicada', agendado: 'Agendada' },
    /** What a new page from a template starts with: a frame the staff fill in. */
    templateText: {
      heroSubtitle: 'Escreva aqui uma frase que resuma a página.',
      about: 'Sobre o projeto',
      aboutCourse: 'Apresentação',
      body: '<p>Escreva aqui o texto da página.</p>',
      courseFacts: 'Informações do curso',
      workload: 'Carga horária',
      place: 'Local',
      schedule: 'Horário',
      toBeDefined: 'A definir',
      callToAction: 'Participe',
      contact: 'Fale com a fundação',
      contactButton: 'Contatos',
    },
  },
  /** Words the section kinds draw around a page's own text. */
  pageSectionParts: {
    /** The map's frame title, with the address set in Configurações. */
    mapTitle: (place: string) => `Mapa: ${place}`,
    /** The default label of a topic's link to a file. */
    openDocument: 'Abrir documento',
  },
  /** The menu and the footer as content ("Menu"). */
  siteMenu: {
    title: 'Menu',
    areas: { principal: 'Menu principal', rodape: 'Rodapé', idbasico: 'Seções da Inclusão Digital Básica' },
    labelRequired: 'Rótulo é obrigatório',
    targetRequired: 'Escolha uma página ou uma das páginas fixas do site',
    routeInvalid: 'Esta não é uma página fixa do site',
    pageMissing: 'A página escolhida não existe ou está na lixeira',
    tooDeep: 'Um submenu não pode ter outro submenu dentro',
    tooMany: 'O menu pode ter no máximo 60 itens',
    /** Saved, but hidden from visitors until the page is published. */
    pageNotPublished: (label: string) => `“${label}” aparece no menu quando a página for publicada`,
  },
} as const
