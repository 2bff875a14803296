import type { CardImage } from './types'

/** Illustrations of the content pages (files in public/media) with their descriptions, in one place. */
export const MEDIA = {
  cycle: { src: '/media/projeto-ciclo.svg', alt: 'Ilustração de um púlpito de palestra.' },
  idBasic: { src: '/media/projeto-idbasico.svg', alt: 'Ilustração de um celular.' },
  idIntermediate: { src: '/media/projeto-idintermediario.svg', alt: 'Ilustração de um notebook.' },
  careHomes: { src: '/media/conecta-ilpi.svg', alt: 'Ilustração de uma casa com o símbolo de conexão sem fio.' },
  volunteers: { src: '/media/voluntariado.svg', alt: 'Ilustração de mãos em torno de um coração.' },
  longevity: { src: '/media/longevidade-ativa.svg', alt: 'Ilustração de duas pessoas idosas lado a lado.' },
  firefighters: { src: '/media/bombeiro-mirim.svg', alt: 'Ilustração de um capacete de bombeiro.' },
  golfinho: { src: '/media/golfinho.svg', alt: 'Ilustração de um golfinho saltando sobre as ondas.' },
  idTodos: { src: '/media/id-todos.svg', alt: 'Ilustração de um celular com uma mensagem e um cadeado.' },
  afetar: { src: '/media/afetar-com-afeto.svg', alt: 'Ilustração de dois balões de conversa com um coração.' },
  calendar: { src: '/media/calendario.svg', alt: 'Ilustração de um calendário com datas marcadas.' },
  courseNef: { src: '/media/curso-nef.svg', alt: 'Ilustração de um notebook com um capelo de formatura.' },
  courseAi: { src: '/media/curso-ia.svg', alt: 'Ilustração de um chip com conexões.' },
  courseParenting: { src: '/media/curso-orientacao-parental.svg', alt: 'Ilustração de uma peça de quebra-cabeça e um coração.' },
  courseWriting: { src: '/media/curso-redacao-oficial.svg', alt: 'Ilustração de um documento e uma caneta.' },
} satisfies Record<string, CardImage>
