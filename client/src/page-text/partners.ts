/** The partners page's banner and heading; the partners come from the admin area. */
export const partnersPage = {
  hero: {
    titleStart: 'Nossos',
    titleEnd: 'parceiros',
    subtitle: 'Instituições que caminham com a fundação para levar educação a mais pessoas.',
  },
  heading: 'Quem apoia nossos projetos',
}
