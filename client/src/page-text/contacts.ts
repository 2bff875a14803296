/** The contacts page: its banner and the sections around the foundation's contact data. */
export const contactsPage = {
  hero: {
    titleStart: 'Fale com a',
    titleEnd: 'fundação',
    subtitle: 'Estamos à disposição para tirar dúvidas sobre cursos, projetos e documentos.',
  },
  channels: 'Canais de atendimento',
  directions: 'Como chegar',
  mapTitle: (place: string) => `Mapa: ${place}`,
}
