export const commonMessages = {
  common: {
    requiredFields: 'Por favor, preencha todos os campos obrigatórios',
    completeAllFields: 'Complete todos os campos corretamente',
    invalidNumber: 'Deve ser um número válido',
    invalidEmail: 'Informe um e-mail válido',
    invalidUrl: 'Informe um endereço que comece com http:// ou https://',
    tooLong: 'Texto longo demais',
    brokenCharacter: 'O texto tem um caractere corrompido. Apague-o ou digite o texto de novo.',
    systemError: 'Erro no sistema',
    internalError: 'Erro interno',
    invalidRequest: 'Dados inválidos. Verifique os campos e tente novamente.',
    malformedJson: 'O conteúdo enviado não é um JSON válido.',
    unsupportedMediaType: 'Formato de envio não aceito.',
    payloadTooLarge: 'O envio excede o tamanho máximo permitido.',
    headersTooLarge: 'Os cabeçalhos do pedido excedem o tamanho máximo permitido.',
    requestTimeout: 'O pedido demorou demais para chegar e foi interrompido. Tente novamente.',
    notFound: 'Endereço não encontrado.',
    unauthorized: 'Acesso não autorizado. Faça login novamente.',
    tooManyRequests: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
    serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    unexpected: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    loading: 'Carregando....',
  },
  states: {
    invalid: 'Escolha um estado válido',
  },
  pagination: {
    ellipsis: 'Páginas omitidas',
    previousPage: 'Anterior',
    nextPage: 'Próximo',
  },
  /** Field labels shared by the public forms (the server's requiredMessage uses the same words). */
  fieldLabels: {
    nome: 'Nome',
    nomeCompleto: 'Nome completo',
    email: 'E-mail',
    telefone: 'Telefone',
    endereco: 'Endereço',
    cidade: 'Cidade',
    estado: 'Estado',
    cep: 'CEP',
    cpf: 'CPF',
  },
  uploads: {
    unsupportedType: 'Tipo de arquivo não aceito. Envie um arquivo PDF, JPEG ou PNG.',
    tooLarge: 'O arquivo excede o limite de 10 MB.',
    unknownField: 'Campo de arquivo não esperado',
    requestTooLarge: 'Os arquivos juntos passam de 25 MB. Envie arquivos menores, por exemplo digitalizados em resolução mais baixa.',
    busy: 'Estamos recebendo muitos envios neste momento. Aguarde um minuto e envie de novo.',
    timeout: 'O envio demorou demais e foi interrompido. Verifique sua conexão e tente de novo.',
  },
  /** The page a "Cancelar inscrição" link of the confirmation e-mail opens, and its API answers. */
  notFoundPage: {
    title: 'Página não encontrada',
    description: 'O endereço procurado não existe neste site.',
    text: 'O endereço digitado não existe ou mudou de lugar. Confira o endereço ou escolha um dos caminhos abaixo.',
    news: 'Ver notícias',
  },
  /** The carousels of the public pages (cards, featured slides, scrolling rows). */
  carousel: {
    roleDescription: 'carrossel',
    slide: 'slide',
    previous: 'Anterior',
    next: 'Próximo',
    /** '2 de 5: Longevidade Ativa' */
    position: (position: number, total: number, name: string) => `${position} de ${total}: ${name}`,
    show: (name: string) => `Mostrar ${name}`,
  },
  /** A page of the intermediate course whose content is not published yet. */
  comingSoon: {
    soon: (message: string) => `${message}. Assim que houver novidades, elas serão publicadas nesta página.`,
    backTo: (course: string) => `Voltar para ${course}`,
  },
  /** A lecture's card: speaker, when and where. */
  lectureCard: {
    speaker: 'Palestrante',
    withSpeaker: (nome: string) => `Com ${nome}`,
    when: 'Data e horário',
    dateAtTime: (date: string, time: string) => `${date}, às ${time}`,
    place: 'Local',
  },
  /** Shown by the public form pages to a browser without JavaScript. */
  publicForms: {
    needsJavaScript:
      'Este formulário precisa de JavaScript para funcionar. Ative o JavaScript no navegador ou fale conosco pelos contatos do site.',
  },
  /** Shared form pieces of the public site (components/form): hints, file inputs, progress. */
  forms: {
    requiredNote: 'Campos marcados com * são obrigatórios.',
    optional: '(opcional)',
    selectPlaceholder: 'Selecione',
    acceptedFiles: 'PDF, JPEG ou PNG, até 10 MB.',
    selectedFile: 'Arquivo escolhido:',
    chooseFile: 'Escolher arquivo',
    noFileChosen: 'Nenhum arquivo escolhido',
    uploadProgress: 'Progresso do envio dos arquivos',
    sending: 'Enviando...',
  },
  /** Small pieces of the public pages' building blocks. */
  pageParts: {
    showMap: 'Mostrar mapa',
    openMap: 'Abrir o mapa no OpenStreetMap',
    mapTitle: (place: string) => `Mapa: ${place}`,
    idBasicName: 'Inclusão Digital Básica',
    sectionsOf: (course: string) => `Seções da ${course}`,
    portraitOf: (nome: string) => `Retrato ilustrado de ${nome}`,
    /** Between the first and last day of a span: '01/03/2026 a 05/03/2026'. */
    dateSpanJoin: ' a ',
    learnMore: 'Saiba mais',
    courseEyebrow: 'Curso',
    pageNumber: (page: number) => `Página ${page}`,
  },
} as const

/** '1 resultado', '2 resultados'. */
export const resultCount = (count: number): string => `${count} ${count === 1 ? 'resultado' : 'resultados'}`

/** '<Campo> é obrigatório': the wording of every required-field message. */
export const requiredMessage = (label: string): string => `${label} é obrigatório`
