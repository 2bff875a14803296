/**
 * What every public page draws before its own content (menu, footer, accessibility bar, error page, links that open
 * a new tab): kept apart so that the home page's first load carries these texts and not the whole catalogue.
 */
export const siteShellMessages = {
  /** The foundation's contact channels, as the site, the footer and the mails name them. */
  contactChannels: {
    telefone: 'Telefone',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    endereco: 'Endereço',
    horario: 'Horário de atendimento',
    social: 'Redes sociais',
  },
  /** The public site's frame: accessibility bar, menu, footer, loading and error pages. */
  siteShell: {
    skipToContent: 'Ir para o conteúdo',
    accessibility: 'Acessibilidade',
    largerText: 'A+',
    largerTextLabel: 'Aumentar o tamanho do texto',
    smallerText: 'A−',
    smallerTextLabel: 'Diminuir o tamanho do texto',
    highContrast: 'Alto contraste',
    mainMenu: 'Menu principal',
    homeSuffix: '– página inicial',
    menu: 'Menu',
    pagesOf: (section: string) => `Páginas de ${section}`,
    usefulLinks: 'Links úteis',
    copyright: (year: number, name: string) => `© ${year} ${name}. Todos os direitos reservados.`,
    loadingPage: 'Carregando a página…',
    whatsappChat: 'Conversar pelo WhatsApp (abre em nova aba)',
    /** The message a WhatsApp link writes for the visitor. */
    whatsappGreeting: 'Olá! Gostaria de mais informações.',
    courseEyebrow: 'Curso',
    newTab: '(abre em nova aba)',
    pauseBackground: 'Pausar animação de fundo',
    playBackground: 'Reproduzir animação de fundo',
  },
  /** The page shown when a page crashes or its code fails to download. */
  errorPage: {
    title: 'Algo deu errado',
    description: 'Não foi possível mostrar esta página.',
    text: 'Não conseguimos mostrar esta página agora. Tente recarregar ou volte para a página inicial.',
    home: 'Voltar para a página inicial',
    contact: 'Falar com a fundação',
  },
} as const
