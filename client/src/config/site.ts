/** Contact data and names of the foundation: the only place to change them. */
export const SITE = {
  name: 'Fundação Educacional de São José',
  shortName: 'Fundação São José',
  phone: { display: '(48) 3381-2200', tel: '+554833812200' },
  whatsapp: { display: '(48) 99164-2200', digits: '5548991642200' },
  whatsappText: 'Olá! Gostaria de mais informações.',
  emails: {
    contact: 'contato@fundacaosaojose.example.org',
    technology: 'suporte.ti@fundacaosaojose.example.org',
    nef: 'nef@fundacaosaojose.example.org',
  },
  address: {
    street: 'Rua Domingos André, 250',
    district: 'Centro Histórico',
    city: 'São José',
    state: 'SC',
    cep: '88103-000',
  },
  mapQuery: 'Rua Domingos André, São José, SC',
  mapCenter: { lat: -27.6148, lon: -48.6279 },
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/fundacaosaojose.example' },
    { name: 'Facebook', url: 'https://www.facebook.com/fundacaosaojose.example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@fundacaosaojose.example' },
  ],
} as const

export const whatsappLink = (): string =>
  `https://wa.me/${SITE.whatsapp.digits}?text=${encodeURIComponent(SITE.whatsappText)}`

export const fullAddress = (): string => {
  const { street, district, city, state, cep } = SITE.address
  return `${street} – ${district}, ${city} (${state}), CEP ${cep}`
}

const MAP_SPAN = 0.006

export const mapEmbedUrl = (): string => {
  const { lat, lon } = SITE.mapCenter
  const bbox = [lon - MAP_SPAN, lat - MAP_SPAN, lon + MAP_SPAN, lat + MAP_SPAN].join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`
}

export const mapSearchUrl = (): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(SITE.mapQuery)}`
