import { SITE_NAMES } from '@site/contracts'

/**
 * Names of the foundation and where its map points. The contact data (e-mail, phones, address, social profiles)
 * is set by staff in "Configurações" and read with lib/site-contacts.
 */
export const SITE = {
  ...SITE_NAMES,
  mapQuery: 'Rua Domingos André, São José, SC',
  mapCenter: { lat: -27.6148, lon: -48.6279 },
} as const

const MAP_SPAN = 0.006

export const mapEmbedUrl = (): string => {
  const { lat, lon } = SITE.mapCenter
  const bbox = [lon - MAP_SPAN, lat - MAP_SPAN, lon + MAP_SPAN, lat + MAP_SPAN].join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`
}

export const mapSearchUrl = (): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(SITE.mapQuery)}`
