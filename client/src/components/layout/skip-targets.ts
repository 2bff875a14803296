/** The ids of the places the skip links reach (e-MAG: accesskeys 1 to 4), each a focusable element. */
export const SKIP_TARGETS = {
  content: 'conteudo',
  menu: 'menu',
  search: 'busca',
  footer: 'rodape',
} as const
