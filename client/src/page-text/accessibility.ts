/** The "Acessibilidade" page: what the site offers people with disabilities, following e-MAG 3.1. */
export const accessibilityPage = {
  title: 'Acessibilidade',
  intro:
    'Este site segue o Modelo de Acessibilidade em Governo Eletrônico (e-MAG) e as Diretrizes de Acessibilidade para o Conteúdo da Web (WCAG 2.1, nível AA): pode ser usado só com o teclado, com leitores de tela e com o texto ampliado.',
  shortcutsTitle: 'Atalhos de teclado',
  shortcutsIntro:
    'No topo de cada página há links que levam direto a cada parte. Eles também respondem às teclas de atalho abaixo:',
  shortcuts: [
    { key: '1', target: 'Ir para o conteúdo' },
    { key: '2', target: 'Ir para o menu' },
    { key: '3', target: 'Ir para a busca' },
    { key: '4', target: 'Ir para o rodapé' },
  ],
  shortcutsCaption: 'Teclas de atalho do site',
  browsers:
    'Como usar: no Chrome, no Edge e no Firefox (Windows e Linux), Alt + número (no Firefox, Alt + Shift + número); no Safari e no Chrome do Mac, Control + Option + número.',
  displayTitle: 'Tamanho do texto e alto contraste',
  display: [
    'Na barra do topo de cada página, "A+" aumenta o texto até o dobro do tamanho, "A-" diminui, e "Alto contraste" troca as cores por outras, de contraste mais forte.',
    'A escolha fica guardada neste navegador e vale para todas as páginas do site, até você mudá-la.',
    'O zoom do próprio navegador (Ctrl + "+", ou Command + "+" no Mac) também funciona em todas as páginas.',
  ],
  librasTitle: 'Libras com o VLibras',
  libras: [
    'O VLibras, do Governo Federal, traduz o texto das páginas para a Língua Brasileira de Sinais por meio de um intérprete virtual.',
    'Ele só é carregado se você pedir: o programa vem do servidor do Governo Federal (vlibras.gov.br), que recebe o endereço do seu acesso, como acontece com qualquer site visitado. Sem o seu pedido, nenhuma página deste site busca nada de lá.',
  ],
  librasOn: 'Ativar o VLibras',
  librasOff: 'Desativar o VLibras',
  librasActive: 'O VLibras está ativado neste navegador: o botão do intérprete aparece no canto da tela, em todas as páginas.',
  librasNeedsScript: 'O VLibras precisa do JavaScript ativado no navegador.',
  contactTitle: 'Como falar com a equipe',
  contact:
    'Encontrou uma barreira, ou precisa do conteúdo de outra forma (um documento em texto, uma explicação por telefone)? Fale com a equipe da fundação: respondemos e corrigimos o que estiver ao nosso alcance.',
  contactPage: 'Todos os contatos e o horário de atendimento',
  writeTo: 'E-mail:',
  callTo: 'Telefone:',
  siteMap: 'Para ver todas as páginas de uma vez, use o mapa do site.',
  siteMapLink: 'Mapa do site',
} as const
