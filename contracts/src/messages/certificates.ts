export const certificatesMessages = {
  certificates: {
    nameRequired: 'Nome é obrigatório',
    courseRequired: 'Curso é obrigatório',
    hoursRequired: 'Horas é obrigatório',
    hoursTooMany: 'Informe no máximo 10.000 horas',
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
  /** "Emitir certificados" of an event: the rule on its date and the confirmation before anything goes out. */
  certificateIssue: {
    /** 409 and the button's reason before the event's day (Brasília). */
    beforeEvent: (date: string) =>
      `Os certificados só podem ser emitidos a partir do dia do evento (${date}). Nenhum certificado foi emitido.`,
    confirmTitle: 'Emitir certificados?',
    confirm: 'Emitir e enviar',
    cancel: 'Cancelar',
  },
  validatorPage: {
    title: 'Validar certificado',
    intro: 'Digite o código de verificação impresso no certificado para conferir se ele é autêntico.',
    codeLabel: 'Código de verificação',
    codeHint: 'O código tem 8 caracteres, por exemplo:',
    search: 'Verificar',
    searching: 'Verificando...',
    found: 'Certificado encontrado',
    caption: 'Dados do certificado',
    name: 'Nome',
    course: 'Curso',
    hours: 'Horas',
    link: 'Certificado',
    status: 'Situação',
    openCertificate: 'Abrir certificado',
    shareHint: 'Endereço para compartilhar esta consulta:',
  },
  adminCertificates: {
    title: 'Certificados',
    searchLabel: 'Buscar por nome, curso ou código',
    addButton: 'Adicionar certificado',
    addTitle: 'Adicionar certificado',
    editTitle: 'Editar certificado',
    created: 'Certificado cadastrado com sucesso',
    updated: 'Certificado atualizado com sucesso',
    deleted: 'Certificado excluído com sucesso',
    loading: 'Carregando certificados...',
    paginationLabel: 'Páginas de certificados',
    openLink: 'Abrir arquivo',
    /** The fields of a certificate, in the form and the list. */
    fields: { nome: 'Nome', curso: 'Curso', horas: 'Horas', codigo: 'Código', link: 'Link' },
  },
  /** The staff's certificate list (/admin/certificados). */
  certificatesScreen: {
    description: 'Cadastro, busca, importação, exportação, correção e revogação de certificados.',
    columns: { code: 'Código', name: 'Nome', course: 'Curso', hours: 'Horas', link: 'Link', status: 'Status', actions: 'Ações' },
    /** Read after "Abrir arquivo" by screen readers. */
    linkOf: (nome: string) => ` de ${nome} (abre em nova aba)`,
    revokedOn: (status: string, date: string) => `${status} em ${date}`,
  },
  certificateManagement: {
    /** A change in a certificate's history: '… em 02/03/2026, por maria'. */
    historyWhen: (date: string, by: string) => `em ${date}, por ${by}`,
    /** The hours of a line in the import preview: '20 h'. */
    importHours: (horas: number | string) => `${horas} h`,
    revokedStatus: 'Revogado',
    pdf: 'PDF',
    revocationReasonRequired: 'Informe o motivo da revogação',
    alreadyRevoked: 'Este certificado já foi revogado',
    revokedPdf: 'Este certificado foi revogado e o PDF não está mais disponível.',
    revokedNotice: 'Este certificado foi revogado em',
    downloadPdf: 'Baixar certificado (PDF)',
    invalidPage: 'Informe uma página válida',
    invalidSort: 'Ordenação inválida',
    searchTooLong: 'A busca pode ter no máximo 200 caracteres',
    revoke: 'Revogar',
    revokeTitle: 'Revogar certificado',
    revokeReasonLabel: 'Motivo da revogação',
    revoked: 'Certificado revogado',
    revokeFailed: 'Não foi possível revogar o certificado. Tente novamente.',
    history: 'Histórico',
    historyTitle: 'Histórico do certificado',
    historyEmpty: 'Nenhuma correção ou revogação registrada.',
    historyFailed: 'Não foi possível carregar o histórico.',
    correction: 'Correção',
    revocation: 'Revogação',
    importButton: 'Importar planilha',
    importTitle: 'Importar certificados',
    importHint:
      'Envie um arquivo CSV ou XLSX com as colunas nome, curso e horas (e, se quiser, codigo e link). Sem código, um é gerado.',
    importFileLabel: 'Arquivo CSV ou XLSX',
    importPreview: 'Conferir arquivo',
    importConfirm: 'Importar linhas válidas',
    importFileRequired: 'Escolha um arquivo CSV ou XLSX',
    importEmpty: 'O arquivo não tem nenhuma linha de certificado.',
    importTooLarge: 'O arquivo pode ter no máximo 5 MB.',
    importTooManyLines: 'O arquivo pode ter no máximo 10.000 linhas de certificados.',
    importUnreadable: 'Não foi possível ler o arquivo. Envie uma planilha CSV ou XLSX.',
    importMissingColumns: 'A primeira linha precisa ter as colunas nome, curso e horas.',
    importNothingValid: 'Nenhuma linha válida para importar.',
    importDuplicateInFile: 'Código repetido no arquivo',
    importDuplicateInDatabase: 'Já existe um certificado com este código',
    importLineErrors: 'Linhas com erro',
    importDuplicates: 'Possíveis duplicados: confira antes de importar, estas linhas serão gravadas mesmo assim',
    importAlreadyIssued: (codigo: string) =>
      `Esta pessoa já tem um certificado deste curso com a mesma carga horária (código ${codigo})`,
    importRepeatsLine: (linha: number) => `Repete a pessoa, o curso e as horas da linha ${linha}`,
    importDuplicateLine: (linha: number, reason: string) => `Linha ${linha}: ${reason}`,
    importSample: 'Primeiras linhas válidas, como serão gravadas',
    importTooManyColumns: 'A planilha pode ter no máximo 100 colunas.',
    importCellTooLong: 'Uma célula da planilha passa de 32.767 caracteres, o limite do Excel.',
    importSheetTooLarge:
      'A planilha é grande demais depois de descompactada. Envie só a aba dos certificados, sem imagens nem formatação extra, ou um arquivo CSV.',
    importControlCharacters: 'Tem caracteres de controle (invisíveis) que não podem ser gravados',
    importBusy: 'Outra planilha está sendo conferida ou importada agora. Tente de novo em alguns segundos.',
    importTimedOut:
      'A planilha levou tempo demais para ser lida e a conferência foi interrompida; nada foi gravado. Tente de novo em alguns minutos ou divida o arquivo.',
    importGeneratedCode: '(gerado ao importar)',
    importFailed: 'Não foi possível importar. Nenhuma linha foi gravada.',
    exportCsv: 'Exportar CSV',
    exportFailed: 'Não foi possível exportar a lista.',
    csvHeader: ['Código', 'Nome', 'Curso', 'Horas', 'Situação', 'Revogado em', 'Criado em', 'Link'],
    csvFilePrefix: 'certificados-',
    sortBy: 'Ordenar por',
    pdfTitle: 'Certificado',
    pdfCertifies: 'Certificamos que',
    pdfCompleted: 'concluiu o curso',
    pdfAttended: 'participou da palestra',
    /** The event's day under its title: 'realizado em 14/03/2026'. */
    pdfHeldOn: (date: string) => `realizado em ${date}`,
    pdfWorkload: 'com carga horária de',
    pdfIssuedOn: 'Emitido em',
    pdfCode: 'Código de verificação',
    pdfValidateAt: 'Confira a autenticidade em',
  },
} as const

/** 'Serão emitidos 2 certificados e enviados 2 e-mails, um para cada participante presente sem certificado.' */
export const certificateIssueSummary = (count: number): string =>
  count === 1
    ? 'Será emitido 1 certificado e enviado 1 e-mail, para o único participante presente sem certificado. Não é possível desfazer o envio.'
    : `Serão emitidos ${count} certificados e enviados ${count} e-mails, um para cada participante presente sem certificado. Não é possível desfazer o envio.`

/** '1 certificado', '12 certificados'. */
export const certificateCount = (count: number): string =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'certificado' : 'certificados'}`

/** What is wrong in one cell of an imported line: the column as its header names it, and the message. */
export interface ImportProblem {
  coluna: string
  mensagem: string
}

/**
 * 'Linha 4, coluna Horas: Deve ser um número válido; coluna Código: Código repetido no arquivo': one line of an
 * import preview.
 */
export const importLineError = (line: number, problems: readonly ImportProblem[]): string =>
  `Linha ${line}, ${problems.map(({ coluna, mensagem }) => `coluna ${coluna}: ${mensagem}`).join('; ')}`

/** '125 linhas: 120 válidas, 5 com erro': the import preview's summary. */
export const importSummary = (valid: number, withErrors: number): string => {
  const total = valid + withErrors
  return `${total.toLocaleString('pt-BR')} ${total === 1 ? 'linha' : 'linhas'}: ${valid.toLocaleString('pt-BR')} ${valid === 1 ? 'válida' : 'válidas'}, ${withErrors.toLocaleString('pt-BR')} com erro`
}

/** '118 certificados importados'. */
export const importDone = (count: number): string =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'certificado importado' : 'certificados importados'}`
