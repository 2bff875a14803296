import type { PhotoPageId } from '@site/contracts'
import type { CardImage } from './types'

/**
 * The site's own picture of each page of "Fotos das páginas" (public/media, shipped with the code), shown while
 * staff chose no photo: the admin screen shows it as the standard one. The stored pages name the same files.
 */
export const STANDARD_PAGE_PHOTOS: ReadonlyMap<PhotoPageId, CardImage> = new Map<PhotoPageId, CardImage>([
  ['longevidade-ativa', { src: '/media/longevidade-ativa.svg', alt: 'Ilustração de duas pessoas idosas lado a lado.' }],
  ['voluntariado', { src: '/media/voluntariado.svg', alt: 'Ilustração de mãos em torno de um coração.' }],
  ['bombeiro-mirim', { src: '/media/bombeiro-mirim.svg', alt: 'Ilustração de um capacete de bombeiro.' }],
  ['ciclo', { src: '/media/projeto-ciclo.svg', alt: 'Ilustração de um púlpito de palestra.' }],
  ['idbasico', { src: '/media/projeto-idbasico.svg', alt: 'Ilustração de um celular.' }],
  ['idintermediario', { src: '/media/projeto-idintermediario.svg', alt: 'Ilustração de um notebook.' }],
  ['ilpi', { src: '/media/conecta-ilpi.svg', alt: 'Ilustração de uma casa com o símbolo de conexão sem fio.' }],
  ['id-todos', { src: '/media/id-todos.svg', alt: 'Ilustração de um celular com uma mensagem e um cadeado.' }],
  ['golfinho', { src: '/media/golfinho.svg', alt: 'Ilustração de um golfinho saltando sobre as ondas.' }],
  ['afetar-com-afeto', { src: '/media/afetar-com-afeto.svg', alt: 'Ilustração de dois balões de conversa com um coração.' }],
])
