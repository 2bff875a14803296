/**
 * Every user-facing string of the product, keyed in English and worded in pt-BR.
 * Client and server import these; tests assert against them instead of retyping the text.
 */
export const messages = {
  common: {
    requiredFields: 'Por favor, preencha todos os campos obrigatórios',
    completeAllFields: 'Complete todos os campos corretamente',
    invalidNumber: 'Deve ser um número válido',
    invalidEmail: 'Informe um e-mail válido',
    invalidUrl: 'Informe um endereço que comece com http:// ou https://',
    tooLong: 'Texto longo demais',
    systemError: 'Erro no sistema',
    internalError: 'Erro interno',
    invalidRequest: 'Dados inválidos. Verifique os campos e tente novamente.',
    malformedJson: 'O conteúdo enviado não é um JSON válido.',
    unsupportedMediaType: 'Formato de envio não aceito.',
    payloadTooLarge: 'O envio excede o tamanho máximo permitido.',
    notFound: 'Endereço não encontrado.',
    unauthorized: 'Acesso não autorizado. Faça login novamente.',
    tooManyRequests: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
    serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    unexpected: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    loading: 'Carregando....',
  },
  auth: {
    invalidCredentials: 'Credenciais inválidas',
  },
  certificates: {
    nameRequired: 'Nome é obrigatório',
    courseRequired: 'Curso é obrigatório',
    hoursRequired: 'Horas é obrigatório',
    codeRequired: 'Código é obrigatório',
    linkRequired: 'Link é obrigatório',
    notFound: 'Certificado não encontrado. Verifique o código e tente novamente.',
    supportHint: 'Se precisar de ajuda, escreva para o suporte de tecnologia:',
    duplicateCode: 'Já existe um certificado com este código',
    createFailedPrefix: 'Erro ao cadastrar certificado: ',
    editFailed: 'Ocorreu um erro ao editar o certificado',
    deleteFailed: 'Ocorreu um erro ao deletar o certificado. Por favor, tente novamente.',
    noneFound: 'Nenhum certificado encontrado',
    noneRegistered: 'Nenhum certificado cadastrado',
    linkMissing: 'Não disponível',
  },
  events: {
    created: 'Evento criado com sucesso',
    notFound: 'Evento não encontrado',
    noActiveEvent: 'Não há eventos ativos no momento',
    invalidDate: 'Informe uma data válida no formato AAAA-MM-DD',
    invalidTime: 'Informe um horário válido no formato HH:MM',
    noneMatching: 'Nenhum evento encontrado com esses critérios',
    none: 'Nenhum evento encontrado',
  },
  registrations: {
    duplicate: 'Você já está Inscrito neste evento',
    success: 'Inscrição realizada com sucesso!',
    notFound: 'Inscrição não encontrada',
    invalidHowFound: 'Escolha como conheceu o evento',
    loading: 'Carregando inscrições...',
    none: 'Nenhuma inscrição encontrada',
    noneMatching: 'Nenhuma inscrição encontrada com os filtros aplicados',
  },
  volunteers: {
    termRequired: 'Por favor, selecione o Termo de Adesão.',
    success: 'Inscrição enviada com sucesso!',
    failure: 'Erro ao enviar inscrição. Tente novamente.',
    invalidSchooling: 'Escolha a escolaridade',
    invalidKnowledgeLevel: 'O nível de conhecimento vai de 1 a 10',
  },
  documentRequests: {
    declarationRequired: 'Por favor confirme a declaração de responsabilidade',
    success: 'Requerimento Enviado com Sucesso!',
    sendAnother: 'Enviar Novo Requerimento',
    failure: 'Erro ao enviar requerimento. Por favor, tente novamente.',
    rgRequired: 'Envie o documento de identidade (RG)',
    certidaoRequired: 'Envie a certidão de nascimento ou casamento',
    received: 'Requerimento recebido. Responderemos em até 48 horas.',
  },
  uploads: {
    unsupportedType: 'Tipo de arquivo não aceito. Envie um arquivo PDF, JPEG ou PNG.',
    tooLarge: 'O arquivo excede o limite de 10 MB.',
    unknownField: 'Campo de arquivo não esperado',
  },
  states: {
    invalid: 'Escolha um estado válido',
  },
  callList: {
    loadFailed: 'Erro ao carregar dados. Por favor, tente novamente mais tarde.',
    noResults: 'Nenhum resultado encontrado',
    noResultsHint: 'Não encontramos registros correspondentes à sua pesquisa.',
  },
} as const

/** '<Campo> é obrigatório', the wording the spec uses for required fields. */
export const requiredMessage = (label: string): string => `${label} é obrigatório`
