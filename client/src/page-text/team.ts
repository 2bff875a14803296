/** The team page's banner and heading; the people come from the admin area. */
export const teamPage = {
  hero: {
    titleStart: 'Nossa',
    titleEnd: 'equipe',
    subtitle: 'As pessoas que planejam e fazem acontecer os projetos da fundação.',
  },
  heading: 'Quem faz parte',
}
