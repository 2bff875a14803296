export const contentMessages = {
  /** Revisions and the trash, shared by every editable content. */
  /** The admin screens of the ordered lists shown on the site: their titles, help and field labels. */
  contentScreens: {
    team: {
      title: 'Equipe',
      description: 'As pessoas da página Equipe, na ordem em que aparecem no site.',
      add: 'Adicionar pessoa',
      edit: 'Editar pessoa',
      fields: { nome: 'Nome', cargo: 'Cargo' },
    },
    partners: {
      title: 'Parceiros',
      description: 'As instituições da página Parceiros, com o logotipo ou pelo nome, na ordem em que aparecem no site.',
      add: 'Adicionar parceiro',
      edit: 'Editar parceiro',
      fields: { nome: 'Nome', link: 'Site oficial' },
      linkHint: 'Opcional. Sem endereço, o parceiro aparece sem link.',
      /** The partner's address in the list. */
      site: 'Site',
    },
    offerings: {
      title: 'Cursos',
      description: 'As turmas de cada página de curso: datas, horário, local, vagas, situação das inscrições e link.',
      add: 'Adicionar turma',
      edit: 'Editar turma',
      fields: {
        curso: 'Curso',
        turma: 'Turma',
        dataInicio: 'Data de início',
        dataFim: 'Data de término',
        horario: 'Horário',
        local: 'Local',
        vagas: 'Vagas',
        status: 'Inscrições',
        linkInscricao: 'Link de inscrição',
      },
      linkHint: 'Aparece no site enquanto as inscrições estão abertas.',
      /** The first to the last day, in the list. */
      dates: 'Datas',
      dateSpan: (start: string, end: string) => `${start} a ${end}`,
    },
    calendar: {
      title: 'Calendário',
      description: 'As datas da agenda da fundação na página Calendário, na ordem em que aparecem.',
      add: 'Adicionar data',
      edit: 'Editar data',
      fields: { titulo: 'Título', data: 'Data', horario: 'Horário', local: 'Local', descricao: 'Descrição', link: 'Link para saber mais' },
    },
  },
  contentHistory: {
    revisionsTitle: 'Revisões',
    revisionBy: 'por',
    compare: 'Comparar',
    compareWith: 'Comparar com',
    currentVersion: 'a versão atual',
    restore: 'Restaurar esta versão',
    restored: 'Versão restaurada',
    restoreTitle: 'Restaurar esta versão?',
    restoreQuestion: (when: string, author: string) => `Restaurar a versão de ${when}, salva por ${author}?`,
    /** What restoring does when the screen has nothing more precise to say. */
    restoreConsequence: 'A versão atual continua guardada nas revisões.',
    /** What each revision changed from the one before it, in the list. */
    changedFields: (fields: string[]) => `Alterou: ${fields.join(', ')}`,
    firstVersion: 'Primeira versão salva',
    nothingChanged: 'Salva sem mudar os campos',
    revisionNotFound: 'Revisão não encontrada',
    noRevisions: 'Nenhuma revisão ainda.',
    field: 'Campo',
    current: 'Atual',
    revision: 'Revisão',
    unchanged: 'Nenhum campo diferente entre as duas versões.',
    trashTitle: 'Lixeira',
    trashEmpty: 'A lixeira está vazia.',
    trashHint: 'Itens excluídos ficam aqui por 30 dias e depois são apagados de vez.',
    /** Said in the confirmation before an item goes to the trash. */
    toTrash: 'O item vai para a Lixeira, de onde pode ser restaurado por 30 dias.',
    restoreFromTrash: 'Restaurar',
    restoredFromTrash: 'Item restaurado',
    trashNotFound: 'Item não encontrado na lixeira (ele pode ter passado de 30 dias)',
    deletedAt: 'Excluído em',
    expiresAt: 'Apagado de vez em',
    /** The author of the version an item had before its history began (edited before revisions were kept). */
    unknownAuthor: 'autor não registrado',
    /** The button that opens an item's revisions, and the title of their dialog. */
    revisionsOf: (name: string) => `Revisões: ${name}`,
  },
  /** Staff-edited content (team, partners, course offerings, calendar): validation and admin screens. */
  content: {
    notFound: 'Item não encontrado',
    nameRequired: 'Nome é obrigatório',
    roleRequired: 'Cargo é obrigatório',
    linkNotReal:
      'Informe o endereço real do site, começando com http:// ou https:// (endereços de exemplo não são aceitos)',
    courseRequired: 'Escolha o curso',
    classRequired: 'Turma é obrigatória',
    startDateRequired: 'Data de início é obrigatória',
    endBeforeStart: 'A data de término não pode ser anterior à data de início',
    placeRequired: 'Local é obrigatório',
    vacanciesInvalid: 'Vagas deve ser um número inteiro maior que zero',
    vacanciesTooMany: 'Informe no máximo 10.000 vagas',
    statusRequired: 'Escolha o status das inscrições',
    titleRequired: 'Título é obrigatório',
    dateRequired: 'Data é obrigatória',
    directionInvalid: 'Informe se o item sobe ou desce na lista',
    created: 'Item adicionado com sucesso',
    updated: 'Item atualizado com sucesso',
    movedToTrash: 'Item movido para a lixeira',
    moved: 'Ordem atualizada',
    moveUp: 'Mover para cima',
    moveDown: 'Mover para baixo',
    photoLabel: 'Foto',
    logoLabel: 'Logotipo',
    empty: 'Nenhum item cadastrado ainda.',
    loading: 'Carregando…',
  },
  /** The staff's ordered lists (team, partners, courses, calendar). */
  contentScreen: {
    /** Followed by the item's name, in bold, and "?". */
    deleteQuestion: 'Excluir ',
  },
  /** Public pages that show the content staff edit. */
  contentPages: {
    teamEmpty: 'A lista da equipe será publicada em breve.',
    partnersEmpty: 'A lista de parceiros será publicada em breve.',
    offeringsEmpty: 'Nenhuma turma publicada para este curso no momento.',
    calendarEmpty: 'Nenhuma data marcada no momento.',
    signUp: 'Inscreva-se',
  },
  /** "Configurações": the foundation's contact data. */
  siteSettings: {
    title: 'Configurações',
    fields: {
      email: 'E-mail geral',
      telefone: 'Telefone',
      whatsapp: 'WhatsApp',
      endereco: 'Endereço',
      horario: 'Horário de atendimento',
      instagram: 'Instagram (endereço do perfil)',
      facebook: 'Facebook (endereço da página)',
      youtube: 'YouTube (endereço do canal)',
    },
    contactHeading: 'Dados de contato',
    contactIntro:
      'Estes dados aparecem no rodapé, na página de contatos, no botão do WhatsApp e nos e-mails enviados pelo site. Um campo em branco não aparece no site.',
    saved: 'Dados de contato salvos com sucesso',
    invalidEmail: 'Informe um e-mail válido (endereços de exemplo não são aceitos)',
    invalidPhone: 'Informe um telefone brasileiro com DDD, como (48) 3381-2200',
    invalidWhatsapp: 'Informe um número de WhatsApp brasileiro com DDD, como (48) 99164-2200',
    invalidInstagram: 'Informe o endereço do perfil no Instagram (https://www.instagram.com/...)',
    invalidFacebook: 'Informe o endereço da página no Facebook (https://www.facebook.com/...)',
    invalidYoutube: 'Informe o endereço do canal no YouTube (https://www.youtube.com/...)',
  },
} as const
