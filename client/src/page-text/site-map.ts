/** The "Mapa do site" page: its heading and introduction; the list itself comes from the server (GET /api/mapa-do-site). */
export const siteMapPage = {
  title: 'Mapa do site',
  intro: 'Todas as páginas do site, organizadas por seção. Cada link abre a página.',
} as const
