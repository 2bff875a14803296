/**
 * The public site's frame: accessibility bar, menu, footer, loading page. One constant per text (not an object) so
 * that the bundler inlines each where it is used: these ride in the home page's first load.
 */
export const skipToContent = 'Ir para o conteúdo'
export const skipToMenu = 'Ir para o menu'
export const skipToSearch = 'Ir para a busca'
export const skipToFooter = 'Ir para o rodapé'
export const skipLinks = 'Atalhos'
export const searchLabel = 'Buscar no site'
export const searchButton = 'Buscar'
export const accessibility = 'Acessibilidade'
export const largerText = 'A+'
export const largerTextLabel = 'Aumentar o tamanho do texto'
export const smallerText = 'A−'
export const smallerTextLabel = 'Diminuir o tamanho do texto'
export const highContrast = 'Alto contraste'
export const mainMenu = 'Menu principal'
export const homeSuffix = '– página inicial'
export const menu = 'Menu'
export const pagesOf = (section: string) => `Páginas de ${section}`
export const usefulLinks = 'Links úteis'
export const copyright = (year: number, name: string) => `© ${year} ${name}. Todos os direitos reservados.`
export const loadingPage = 'Carregando a página…'
/** The message a WhatsApp link writes for the visitor. */
export const whatsappGreeting = 'Olá! Gostaria de mais informações.'
export const whatsappChat = 'Conversar pelo WhatsApp (abre em nova aba)'
export const newTab = '(abre em nova aba)'
export const pauseBackground = 'Pausar animação de fundo'
export const playBackground = 'Reproduzir animação de fundo'
