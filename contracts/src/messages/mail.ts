export const mailMessages = {
  /** What every mail says the same way: greeting, signature, the automatic-message note, dates, files. */
  mail: {
    greeting: (nome: string) => `Olá, ${nome}!`,
    /** The greeting of the staff account mails, which go to a user name rather than a person's name. */
    plainGreeting: 'Olá,',
    /** Signed with the foundation's name as configured in Configurações (foundationName). */
    signature: (foundation: string) => ['Atenciosamente,', foundation],
    automatic: 'Esta é uma mensagem automática. Se precisar falar conosco, use os contatos do site.',
    /** The automatic-message note when the foundation's contacts follow it, one a line. */
    automaticWithContacts: 'Esta é uma mensagem automática. Se precisar falar conosco:',
    notInformed: 'não informado',
    /** "21/11/2026 às 09:30 (horário de Brasília)" */
    dateTime: (date: string, time: string) => `${date} às ${time} (horário de Brasília)`,
    protocol: 'Protocolo',
    attachedFiles: 'Arquivos anexados',
    receivedFiles: 'Arquivos recebidos',
    noFiles: 'Nenhum arquivo.',
    filesKeptInSystem:
      'Os arquivos não foram anexados porque, juntos, passam do tamanho que um e-mail aceita. Eles estão guardados no sistema da fundação.',
  },
  /** The words of the links in the mails; the text part shows them as "words: address". */
  mailLinks: {
    createPassword: 'Criar minha senha',
    resetPassword: 'Escolher a nova senha',
    certificate: 'Ver o certificado',
    cancelRegistration: 'Cancelar inscrição',
  },
} as const
