export const backupsMessages = {
  /** The Backups screen and its API (decision 33). */
  backups: {
    title: 'Backups',
    intro:
      'Cada backup é um arquivo cifrado com o site inteiro: certificados, inscrições, envios com os documentos, notícias, imagens e contas. Depois de feito, ele é restaurado numa base de teste e conferido: só então conta como verificado.',
    takeNow: 'Fazer backup agora',
    started: 'Backup iniciado. Ele aparece na lista quando terminar; a verificação vem logo depois.',
    running: 'Um backup está sendo feito agora.',
    busy: 'Já há um backup em andamento. Aguarde ele terminar para fazer outro.',
    lastVerified: (when: string) => `Último backup verificado: ${when}`,
    noneVerified: 'Nenhum backup verificado ainda: faça um backup agora.',
    lastFailed: (when: string, reason: string) => `O último backup falhou (${when}): ${reason}`,
    /** The reason of a failure the backups did not foresee, with the first line of its error. */
    unexpectedFailure: (detail: string) => `Falha inesperada: ${detail}`,
    today: 'hoje',
    yesterday: 'ontem',
    listTitle: 'Backups guardados',
    columns: { name: 'Arquivo', createdAt: 'Feito em', size: 'Tamanho', origin: 'Origem', verified: 'Verificado em', download: 'Baixar' },
    origins: { agendado: 'Automático', manual: 'Manual', atualizacao: 'Antes de atualizar' },
    notVerified: 'Ainda não',
    download: 'Baixar',
    downloadName: (name: string) => `Baixar ${name}`,
    downloadFailed: 'Não foi possível baixar o backup. Tente de novo.',
    /** The one-time download ticket (decision 42) is missing, spent, expired or for another archive. */
    downloadTicketRefused: 'Este link para baixar o backup expirou ou já foi usado. Baixe de novo pela tela Backups.',
    empty: 'Nenhum backup ainda.',
    notFound: 'Backup não encontrado.',
    passphraseHeading: 'Guarde a senha dos backups',
    passphraseNotice: (file: string) =>
      `A senha que cifra os backups foi gerada neste servidor e está no arquivo ${file}. Guarde uma cópia dela longe do servidor (junto com o JWT_SECRET): sem ela, nenhum backup abre.`,
    passphraseKept: 'Já guardei uma cópia',
  },
  /** The alerts: what the dashboard shows and what the e-mails say (decision 33). */
  monitoring: {
    title: 'Saúde do site',
    allGood: 'Tudo em ordem: backups, e-mails, espaço em disco e retenção de documentos.',
    since: (when: string) => `desde ${when}`,
    kinds: { backup: 'Backup', email: 'E-mail', disco: 'Disco', retencao: 'Retenção' },
    problems: {
      backupFailed: (reason: string) => `O último backup ou a restauração de teste dele falhou: ${reason}`,
      mailFailing: (count: number) =>
        count === 1 ? '1 e-mail da fila falha há mais de uma hora.' : `${count} e-mails da fila falham há mais de uma hora.`,
      diskLow: (dir: string, percentFree: number) => `Pouco espaço livre em ${dir}: ${percentFree}% livre.`,
      retentionLate: 'A retenção de documentos não roda há mais de dois dias.',
    },
    mail: {
      /** "[Backup] O backup falhou": the tag is the kind's name, so a mail filter can sort them. */
      subject: (kind: string, title: string) => `[${kind}] ${title}`,
      problemTitles: {
        backup: 'O backup falhou',
        email: 'E-mails não estão saindo',
        disco: 'Pouco espaço em disco',
        retencao: 'A retenção de documentos parou',
      },
      resolvedTitles: {
        backup: 'Resolvido: o backup voltou a funcionar',
        email: 'Resolvido: os e-mails voltaram a sair',
        disco: 'Resolvido: há espaço em disco de novo',
        retencao: 'Resolvido: a retenção de documentos voltou a rodar',
      },
      problemIntro: 'O site da Fundação encontrou um problema que precisa de atenção:',
      resolvedIntro: 'O problema abaixo foi resolvido:',
      since: 'Desde',
      resolvedAt: 'Resolvido em',
      seeDashboard: 'Painel',
      footer: 'Este aviso vai uma vez quando o problema aparece e outra quando ele se resolve.',
    },
  },
} as const
