export const eventsMessages = {
  events: {
    created: 'Evento criado com sucesso',
    notFound: 'Evento não encontrado',
    noActiveEvent: 'Não há eventos ativos no momento',
    invalidDate: 'Informe uma data válida no formato AAAA-MM-DD',
    invalidTime: 'Informe um horário válido no formato HH:MM',
    dateOutOfRange: 'Informe uma data entre 01/01/2000 e dez anos a partir de hoje',
    noneMatching: 'Nenhum evento encontrado com esses critérios',
    none: 'Nenhum evento encontrado',
  },
  registrations: {
    duplicate: 'Você já está Inscrito neste evento',
    closed: 'Inscrições encerradas para este evento',
    success: 'Inscrição realizada com sucesso!',
    notFound: 'Inscrição não encontrada',
    invalidHowFound: 'Escolha como conheceu o evento',
    loading: 'Carregando inscrições...',
    none: 'Nenhuma inscrição encontrada',
    noneMatching: 'Nenhuma inscrição encontrada com os filtros aplicados',
  },
  cyclePage: {
    title: 'Inscrição no Ciclo de Palestras',
    intro: 'Garanta a sua vaga na próxima palestra do Ciclo de Palestras Longevidade Ativa. A inscrição é gratuita.',
    eventHeading: 'Próxima palestra',
    loadingEvent: 'Carregando a próxima palestra…',
    speaker: 'Palestrante',
    date: 'Data',
    time: 'Horário',
    place: 'Local',
    formHeading: 'Faça a sua inscrição',
    howFound: 'Como conheceu o evento?',
    submit: 'Inscrever-se',
  },
  adminEvents: {
    title: 'Eventos',
    searchLabel: 'Buscar por título, palestrante ou projeto',
    addButton: 'Criar evento',
    addTitle: 'Criar evento',
    editTitle: 'Editar evento',
    updated: 'Evento atualizado com sucesso',
    deleted: 'Evento excluído com sucesso',
    loading: 'Carregando eventos...',
    active: 'Ativo',
    inactive: 'Inativo',
    noProject: 'N/A',
    statusHint: 'Um evento ativo aparece no site e recebe inscrições. Cada projeto tem um só evento ativo por vez: ativar um evento desativa o outro do mesmo projeto.',
    /** The hint when the project has another active event, which saving this one as active deactivates. */
    activationReplaces: (titulo: string, inscritos: number) =>
      `Cada projeto tem um só evento ativo por vez: salvar este como Ativo desativa "${titulo}" (${inscritos === 1 ? '1 inscrição' : `${inscritos} inscrições`}), que deixa de receber inscrições pelo site.`,
    /** The fields of an event, in the form and the list. */
    fields: {
      titulo: 'Título',
      local: 'Local',
      data: 'Data',
      horario: 'Horário',
      palestrante: 'Palestrante',
      subTitulo: 'Descrição',
      status: 'Status',
    },
  },
  adminRegistrations: {
    title: 'Gerenciar Inscrições',
    addButton: 'Adicionar Inscritos',
    addTitle: 'Adicionar inscrito',
    editTitle: 'Editar inscrição',
    created: 'Inscrição adicionada com sucesso',
    sendConfirmationLabel: 'Enviar confirmação por e-mail',
    sendConfirmationHint: 'A pessoa recebe o protocolo, o convite para a agenda e o link para cancelar a inscrição.',
    updated: 'Inscrição atualizada com sucesso',
    deleted: 'Inscrição excluída com sucesso',
    recentHeading: 'Inscritos recentemente',
    filteredHeading: 'Inscritos filtrados',
    searchLabel: 'Buscar inscrições',
    fieldLabel: 'Buscar em',
    eventFilterLabel: 'Filtrar por evento',
    allEvents: 'Todos os eventos',
    showAll: 'Ver lista completa',
    exportCsv: 'Exportar CSV',
    noEvent: 'N/A',
    csvHeader: ['Protocolo', 'Nome', 'Email', 'Telefone', 'Evento', 'Como conheceu', 'Data de inscrição'],
    csvFilePrefix: 'inscricoes-',
    /** The fields of a registration, in the form and the list. */
    fields: { protocolo: 'Protocolo', nome: 'Nome', email: 'Email', telefone: 'Telefone', titulo: 'Evento', comoConheceu: 'Como conheceu' },
    allFields: 'Todos os campos',
    chooseEvent: 'Selecione o evento',
    chooseOption: 'Selecione uma opção',
  },
  /** The staff's events list (/admin/eventos). */
  eventsScreen: {
    description: 'Criação, edição, ativação e exclusão de eventos.',
    listLabel: 'Eventos cadastrados',
    labels: { date: 'Data', time: 'Horário', place: 'Local', speaker: 'Palestrante', project: 'Projeto', description: 'Descrição' },
    /** Followed by the event's title, in bold, and "?". */
    deleteQuestion: 'Excluir o evento ',
  },
  /** The staff's registrations list (/admin/inscricoes). */
  registrationsScreen: {
    description: 'Inscrições nos eventos: busca, filtros, edição, exclusão e exportação.',
    filtersLabel: 'Filtros de inscrições',
    columns: { protocol: 'Protocolo', name: 'Nome', email: 'Email', phone: 'Telefone', event: 'Evento', actions: 'Ações' },
    /** Followed by the person's name, in bold, the event and "?". */
    deleteQuestion: 'Excluir a inscrição de ',
    inEvent: (titulo: string) => ` no evento ${titulo}`,
  },
  /** Capacity, hours, attendance and the certificates issued from an event (admin screens and public page). */
  eventOperations: {
    full: 'Inscrições esgotadas',
    fullForStaff: 'Inscrições esgotadas: todas as vagas deste evento estão preenchidas. Para incluir mais pessoas, aumente as vagas do evento.',
    fullHint: 'Todas as vagas deste evento já foram preenchidas. Acompanhe a próxima data.',
    invalidCapacity: 'Informe as vagas com um número inteiro de 1 a 10.000, ou deixe em branco para não limitar',
    invalidHours: 'Informe a carga horária com um número inteiro de 1 a 10.000 horas, ou deixe em branco',
    projectLabel: 'Projeto',
    capacityLabel: 'Vagas',
    capacityHint: 'Deixe em branco para não limitar as inscrições.',
    hoursLabel: 'Carga horária',
    hoursHint: 'As horas dos certificados emitidos para os presentes.',
    photoLabel: 'Foto',
    registrationsLabel: 'Inscrições',
    manage: 'Inscrições e presença',
    attendanceTitle: 'Inscrições e presença',
    attendanceCaption: 'Lista de presença',
    present: 'Presente',
    certificate: 'Certificado',
    signature: 'Assinatura',
    noRegistrations: 'Nenhuma inscrição neste evento',
    print: 'Imprimir lista de presença',
    issueCertificates: 'Emitir certificados',
    issuing: 'Emitindo…',
    hoursMissing: 'Informe a carga horária do evento antes de emitir certificados',
    noneToIssue: 'Nenhum certificado a emitir: marque a presença de quem participou. Quem já tem certificado não recebe outro.',
    attendanceFailed: 'Não foi possível salvar a presença. Tente novamente.',
    contact: 'Contato',
    searchByName: 'Buscar por nome',
    noMatch: 'Ninguém na lista com esse nome.',
    /** Marks everyone the list shows (all, or those the search found) as present. */
    markAll: 'Marcar todos',
    marking: 'Marcando…',
    markedAll: (count: number) => (count === 1 ? '1 presença marcada.' : `${count} presenças marcadas.`),
    back: 'Voltar aos eventos',
    certificateMailSubject: 'Seu certificado',
  },
  /** The registrant's confirmation mail and its calendar entry. */
  registrationMail: {
    subject: (titulo: string) => `Inscrição confirmada: ${titulo}`,
    /** '21/12/2026, às 14h30 (horário de Brasília)' */
    when: (date: string, time: string) => `${date}, às ${time} (horário de Brasília)`,
    confirmed: 'Sua inscrição está confirmada. Anote os dados do evento:',
    event: 'Evento',
    date: 'Data',
    place: 'Local',
    speaker: 'Palestrante',
    calendarFile: (hours: number) =>
      `O arquivo anexo (evento.ics) coloca o evento na agenda do seu celular ou computador, com duração prevista de ${hours} horas.`,
    cancelHint: 'Não poderá ir? Cancele a inscrição pelo link abaixo para liberar a vaga:',
    /** The last line of the calendar entry's description. */
    cancelInCalendar: (url: string) => `Para cancelar a inscrição: ${url}`,
  },
  /** The participant's mail with the link to their certificate (subject: eventOperations.certificateMailSubject). */
  certificateMail: {
    thanks: (titulo: string, horas: number) =>
      `Obrigado pela sua presença em "${titulo}". O seu certificado, de ${horas} ${horas === 1 ? 'hora' : 'horas'}, já está disponível:`,
    code: (codigo: string) => `Código de verificação: ${codigo}`,
    anyoneCanCheck: 'Qualquer pessoa pode conferir a autenticidade do certificado por esse endereço ou pelo código, no validador do site.',
  },
  /** Activating an event deactivates the other active event of its project: asked first when that one has registrations. */
  eventActivation: {
    title: 'Ativar este evento?',
    question: (other: string, inscritos: number) =>
      `Ativar este evento desativa "${other}", que tem ${inscritos} ${inscritos === 1 ? 'inscrição' : 'inscrições'}.`,
    consequence: 'Só um evento de cada projeto fica aberto a inscrições; as inscrições já feitas no outro continuam guardadas.',
    confirm: 'Ativar mesmo assim',
  },
  registrationCancel: {
    title: 'Cancelar inscrição',
    intro: 'Você pediu para cancelar a sua inscrição neste evento:',
    confirm: 'Confirmar cancelamento',
    confirming: 'Cancelando…',
    keep: 'Mudou de ideia? Basta fechar esta página: a inscrição continua valendo.',
    loading: 'Carregando a inscrição…',
    event: 'Evento',
    cancelled: 'Sua inscrição foi cancelada. Se quiser participar, faça uma nova inscrição enquanto elas estiverem abertas.',
    alreadyCancelled: 'Esta inscrição já foi cancelada.',
    invalidLink: 'Este link de cancelamento não é válido. Abra o link completo do e-mail de confirmação da inscrição.',
    eventPassed: 'Este evento já aconteceu, por isso a inscrição não pode mais ser cancelada.',
  },
  /** The mail that confirms a cancellation made through the link. */
  cancellationMail: {
    subject: (titulo: string) => `Inscrição cancelada: ${titulo}`,
    cancelled: 'Sua inscrição neste evento foi cancelada, como você pediu pelo link do e-mail de confirmação:',
    again: 'Se mudar de ideia, faça uma nova inscrição pelo site enquanto elas estiverem abertas.',
    notYou: 'Se não foi você quem pediu o cancelamento, fale com a fundação pelos contatos do site.',
  },
  /** "Lista de espera": a full event takes names in order; a place that opens goes to the first. */
  waitlist: {
    heading: 'Lista de espera',
    intro:
      'Todas as vagas foram preenchidas, mas você pode entrar na lista de espera: quando uma vaga abrir (alguém cancelar ou a fundação aumentar as vagas), ela vai para o primeiro da lista, que recebe a confirmação da inscrição por e-mail.',
    submit: 'Entrar na lista de espera',
    joined: (posicao: number) =>
      `Você está na lista de espera, na posição ${posicao}. Se uma vaga abrir, você recebe a confirmação da inscrição por e-mail.`,
    notFull: 'Ainda há vagas neste evento: faça a sua inscrição.',
    alreadyWaiting: 'Você já está na lista de espera deste evento',
    mailSubject: (titulo: string) => `Lista de espera: ${titulo}`,
    mailJoined: (posicao: number) =>
      `Você entrou na lista de espera deste evento, na posição ${posicao}. Se uma vaga abrir, a inscrição é feita para você e enviamos a confirmação por e-mail.`,
    /** The staff's view of an event's list. */
    staffButton: (count: number) => `Lista de espera (${count})`,
    staffTitle: (titulo: string) => `Lista de espera: ${titulo}`,
    staffIntro:
      'Em ordem de chegada. Quando uma vaga se abre (uma inscrição cancelada ou excluída, mais vagas no evento), as primeiras pessoas da lista são inscritas e recebem a confirmação por e-mail.',
    staffEmpty: 'Ninguém na lista de espera deste evento.',
    columns: { position: 'Posição', name: 'Nome', email: 'Email', phone: 'Telefone', since: 'Desde' },
  },
  /** The iCalendar feed (/eventos.ics) and each event's "Adicionar à agenda" file. */
  calendarFeed: {
    name: 'Fundação São José: palestras e agenda',
    speaker: 'Palestrante',
    addToCalendar: 'Adicionar à agenda',
    /** Read by screen readers after the button: which event it adds. */
    addToCalendarOf: (titulo: string) => `Adicionar à agenda: ${titulo}`,
    subscribe: 'Assinar a agenda',
    subscribeHint:
      'Assine a agenda no Google Agenda, no Outlook ou no celular e receba as próximas palestras e eventos da fundação automaticamente: use o botão ou copie este endereço:',
  },
} as const

/** 'Mostrando 10 de 42 inscrições': the footer of a capped registrations table. */
export const showingRegistrations = (shown: number, total: number): string =>
  `Mostrando ${shown} de ${total} inscrições`

/** '12 inscrições de 30 vagas', '3 inscrições' (no limit). */
export const registrationCountText = (inscritos: number, vagas: number | null): string =>
  `${inscritos} ${inscritos === 1 ? 'inscrição' : 'inscrições'}${vagas === null ? '' : ` de ${vagas} ${vagas === 1 ? 'vaga' : 'vagas'}`}`

/** '3 certificados emitidos e enviados por e-mail'. */
export const certificatesIssuedText = (count: number): string =>
  `${count} ${count === 1 ? 'certificado emitido e enviado' : 'certificados emitidos e enviados'} por e-mail`
