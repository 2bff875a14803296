import { PATHS } from '@site/contracts'
import sharp from 'sharp'
import type { PrismaClient } from '../prisma.ts'
import { illustrationSvg, type IllustrationSpec } from './demo-illustration.ts'
import { storeMediaImage } from '../../modules/media/media-store.ts'
import { sanitizeRichText } from '../../editing/sanitize.ts'

interface DemoNews {
  slug: string
  titulo: string
  resumo: string
  corpo: string
  daysAgo: number
  picture: IllustrationSpec & { alt: string }
}

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`

// Written for the demo from the foundation's programs, courses and projects; dates count back from the first start.
const DEMO_NEWS: DemoNews[] = [
  {
    slug: 'ciclo-de-palestras-longevidade-ativa-abre-nova-temporada',
    titulo: 'Ciclo de Palestras Longevidade Ativa abre nova temporada',
    resumo: 'Encontros gratuitos para pessoas com 60 anos ou mais, com temas de saúde, memória, direitos e segurança digital.',
    corpo: `<p>O Ciclo de Palestras do programa Longevidade Ativa volta com uma nova temporada de encontros abertos à comunidade. As palestras reúnem especialistas convidados e tratam de temas do dia a dia de quem já passou dos 60 anos: memória, alimentação, direitos da pessoa idosa e proteção contra golpes.</p><h2>Como participar</h2><p>As inscrições são feitas pelo site, em ${link(PATHS.cycleRegistration, 'Inscreva-se')}, e a programação completa está no ${link(PATHS.calendar, 'calendário')}. Cada encontro tem vagas limitadas.</p>`,
    daysAgo: 2,
    picture: { label: ['Ciclo de Palestras', 'Longevidade Ativa'], background: '#0b4f8a', accent: '#f2b705', motif: 'circles', alt: 'Ilustração azul com círculos amarelos e o título Ciclo de Palestras Longevidade Ativa' },
  },
  {
    slug: 'inclusao-digital-basica-abre-turmas-de-celular',
    titulo: 'Inclusão Digital Básica abre turmas de celular para pessoas idosas',
    resumo: 'Aulas práticas ensinam a usar o celular com segurança: mensagens, chamadas de vídeo, aplicativos de serviços públicos.',
    corpo: `<p>As novas turmas do projeto Inclusão Digital Básica começam neste mês. Em aulas práticas, com apoio de voluntários, os participantes aprendem a enviar mensagens, fazer chamadas de vídeo, agendar atendimentos on-line e reconhecer golpes.</p><ul><li>Aulas em pequenos grupos, no ritmo de cada turma.</li><li>Voluntários acompanham os participantes em cada atividade.</li><li>Sem custo para os participantes.</li></ul><p>Saiba mais na página do ${link(PATHS.idBasic, 'projeto Inclusão Digital Básica')}.</p>`,
    daysAgo: 6,
    picture: { label: ['Inclusão Digital', 'Básica'], background: '#1e6b34', accent: '#b8e0c2', motif: 'grid', alt: 'Ilustração verde com quadrados claros e o título Inclusão Digital Básica' },
  },
  {
    slug: 'certificados-de-redacao-oficial-podem-ser-validados-on-line',
    titulo: 'Certificados do curso de Redação Oficial podem ser validados on-line',
    resumo: 'Quem concluiu os dois módulos com pelo menos 75% de frequência já confere o certificado pelo código.',
    corpo: `<p>Os certificados do curso de <strong>Redação Oficial</strong> estão disponíveis. O curso teve dois módulos de seis aulas cada, das 14h às 17h, e tratou de linguagem e estilo, formatação de documentos e das comunicações oficiais: ofício, memorando, exposição de motivos, parecer, nota técnica e portaria.</p><p>Recebe o certificado quem teve pelo menos 75% de frequência. Para conferir, use o código impresso no documento no ${link(PATHS.validator, 'validador de certificados')}.</p>`,
    daysAgo: 11,
    picture: { label: ['Redação Oficial', 'certificados'], background: '#5b2c83', accent: '#e3c8f5', motif: 'bars', alt: 'Ilustração roxa com barras lilás e o título Redação Oficial certificados' },
  },
  {
    slug: 'inteligencia-artificial-no-servico-publico-reune-servidores',
    titulo: 'Curso de Inteligência Artificial reúne servidores municipais',
    resumo: 'Dois módulos de três horas discutiram futuros possíveis com a IA e usos práticos para melhorar o atendimento.',
    corpo: `<p>Servidores de diversas secretarias participaram do curso de Inteligência Artificial no serviço público. O primeiro módulo discutiu futuros possíveis e desejáveis com a IA; o segundo, em duas turmas de 30 participantes, mostrou usos práticos para otimizar o trabalho e o atendimento ao cidadão.</p><p>Veja a programação completa na página do ${link(PATHS.courseAi, 'curso de Inteligência Artificial')}.</p>`,
    daysAgo: 16,
    picture: { label: ['Inteligência Artificial', 'no serviço público'], background: '#083a66', accent: '#7cc4ff', motif: 'grid', alt: 'Ilustração azul-escura com quadrados azul-claros e o título Inteligência Artificial no serviço público' },
  },
  {
    slug: 'oficina-de-orientacao-parental-discute-neurodiversidade',
    titulo: 'Oficina de orientação parental discute a neurodiversidade',
    resumo: 'Quatro encontros noturnos para pais e educadores, no auditório da Secretaria de Educação.',
    corpo: `<p>A oficina de orientação parental reuniu pais, mães e educadores em quatro encontros, das 18h30 às 20h30. Os temas foram a parentalidade na neurodivergência, a genética e a neurociência dos transtornos do neurodesenvolvimento, sensações, percepções e emoções, e as adaptações para estudantes autistas.</p><p>Mais detalhes na página da ${link(PATHS.courseParenting, 'oficina de orientação parental')}.</p>`,
    daysAgo: 22,
    picture: { label: ['Orientação parental', 'e neurodiversidade'], background: '#b2452b', accent: '#ffd2a8', motif: 'waves', alt: 'Ilustração terracota com ondas claras e o título Orientação parental e neurodiversidade' },
  },
  {
    slug: 'nucleo-oferece-cinco-cursos-gratuitos-a-servidores',
    titulo: 'Cinco cursos gratuitos para servidores em plataforma federal',
    resumo: 'Gestão de documentos, políticas públicas, contratos da nova lei de licitações, orçamento e ética no serviço público.',
    corpo: `<p>O núcleo de formação da fundação indica cinco cursos gratuitos, a distância, de uma escola virtual de governo: noções de gestão de documentos, políticas públicas e governo local, gestão de contratos pela nova lei de licitações, gestão orçamentária e financeira, e ética e serviço público.</p><h2>Como se inscrever</h2><ol><li>Cadastre-se na plataforma.</li><li>Matricule-se nos cursos da trilha recomendada.</li><li>Envie ao núcleo seu nome completo, matrícula, os cursos e sua secretaria.</li></ol><p>Cada módulo concluído dá um certificado oficial, que pode contar para o plano de carreira. Veja a página dos ${link(PATHS.courseNef, 'cursos do núcleo')}.</p>`,
    daysAgo: 29,
    picture: { label: ['Cursos gratuitos', 'para servidores'], background: '#0f5e63', accent: '#9fe3e0', motif: 'bars', alt: 'Ilustração verde-azulada com barras claras e o título Cursos gratuitos para servidores' },
  },
  {
    slug: 'bombeiro-mirim-alcanca-242-estudantes',
    titulo: 'Bombeiro Mirim alcança 242 estudantes de quatro escolas',
    resumo: 'Estudantes do 7º ano aprenderam prevenção de acidentes, primeiros socorros e cidadania com o Corpo de Bombeiros.',
    corpo: `<p>O Programa Bombeiro Mirim chegou a 242 estudantes do 7º ano em quatro escolas municipais. Com os bombeiros, as turmas aprenderam noções de prevenção de acidentes, primeiros socorros e trabalho em equipe.</p><p>Conheça o ${link(PATHS.youngFirefighters, 'Programa Bombeiro Mirim')}.</p>`,
    daysAgo: 35,
    picture: { label: ['Bombeiro Mirim', '242 estudantes'], background: '#a31515', accent: '#f2b705', motif: 'circles', alt: 'Ilustração vermelha com círculos amarelos e o título Bombeiro Mirim 242 estudantes' },
  },
  {
    slug: 'voluntarios-se-preparam-em-quatro-encontros',
    titulo: 'Voluntários se preparam em quatro encontros de formação',
    resumo: 'O programa de formação do voluntariado, com uma associação parceira, tem encontros sempre às 14h.',
    corpo: `<p>O programa de formação de voluntários, feito com uma associação parceira, prepara quem quer apoiar as aulas e os projetos da fundação. São quatro encontros, sempre às 14h, sobre acolhimento, comunicação e o dia a dia das atividades.</p><p>Quer participar? Veja o ${link(PATHS.volunteerTraining, 'programa de voluntariado')} e inscreva-se pelo ${link(PATHS.idBasicVolunteers, 'formulário de voluntários')}.</p>`,
    daysAgo: 41,
    picture: { label: ['Formação de', 'voluntários'], background: '#6b4f12', accent: '#f5d98a', motif: 'waves', alt: 'Ilustração marrom com ondas douradas e o título Formação de voluntários' },
  },
  {
    slug: 'projeto-leva-internet-e-aulas-a-instituicoes-de-longa-permanencia',
    titulo: 'Projeto leva conexão e aulas a instituições de longa permanência',
    resumo: 'Moradores de ILPIs aprendem a falar com a família por vídeo e a usar o celular com autonomia.',
    corpo: `<p>O projeto de conectividade nas instituições de longa permanência para idosos leva equipamentos, internet e aulas aos moradores. O objetivo é aproximar as famílias, com chamadas de vídeo, e dar mais autonomia no uso do celular.</p><p>Saiba mais na página do ${link(PATHS.careHomes, 'projeto ILPI')}.</p>`,
    daysAgo: 48,
    picture: { label: ['Conexão nas ILPIs'], background: '#2f4858', accent: '#f6bd60', motif: 'circles', alt: 'Ilustração azul-acinzentada com círculos alaranjados e o título Conexão nas ILPIs' },
  },
  {
    slug: 'documentos-academicos-podem-ser-pedidos-on-line',
    titulo: 'Documentos acadêmicos podem ser pedidos pela internet',
    resumo: 'Histórico, diploma, certificados e ementas: o pedido é feito on-line e respondido em até 48 horas.',
    corpo: `<p>Ex-alunos podem pedir segunda via de histórico escolar, diploma, certificado de pós-graduação, certificados de palestras e cursos e ementas de disciplinas sem sair de casa. Basta preencher o ${link(PATHS.documentRequest, 'requerimento on-line')} e anexar os documentos pedidos.</p><p>A resposta chega em até 48 horas.</p>`,
    daysAgo: 55,
    picture: { label: ['Documentos', 'acadêmicos on-line'], background: '#334e68', accent: '#bcccdc', motif: 'grid', alt: 'Ilustração azul-acinzentada com quadrados claros e o título Documentos acadêmicos on-line' },
  },
  {
    slug: 'projeto-golfinho-ensina-seguranca-na-agua',
    titulo: 'Projeto Golfinho ensinou segurança na água e educação ambiental',
    resumo: 'Com o Corpo de Bombeiros, crianças e adolescentes aprenderam prevenção de afogamentos e cuidado com o ambiente.',
    corpo: `<p>O Projeto Golfinho uniu segurança aquática, noções de salvamento, educação ambiental e cidadania, em parceria com o Corpo de Bombeiros. Os resultados de 2023 estão na página do ${link(PATHS.pastProjectGolfinho, 'Projeto Golfinho')}.</p>`,
    daysAgo: 63,
    picture: { label: ['Projeto Golfinho'], background: '#006d77', accent: '#83c5be', motif: 'waves', alt: 'Ilustração azul-petróleo com ondas verde-água e o título Projeto Golfinho' },
  },
  {
    slug: 'afetar-com-afeto-apoia-gestores-escolares',
    titulo: 'Afetar com Afeto apoiou gestores escolares',
    resumo: 'O projeto ofereceu apoio psicossocial e comunicação afetiva a diretores e coordenadores das escolas.',
    corpo: `<p>O projeto Afetar com Afeto ofereceu a gestores escolares encontros de apoio psicossocial e de comunicação afetiva, para cuidar de quem cuida da escola. Conheça o impacto do ${link(PATHS.pastProjectAfetar, 'projeto Afetar com Afeto')}.</p>`,
    daysAgo: 70,
    picture: { label: ['Afetar com Afeto'], background: '#9d4edd', accent: '#ffd6ff', motif: 'circles', alt: 'Ilustração violeta com círculos rosados e o título Afetar com Afeto' },
  },
]

const DAY_MS = 24 * 60 * 60 * 1000
/** Demo news are dated at 10h in Brasília. */
const TEN_AM_BRASILIA_UTC_HOUR = 13

const daysBefore = (now: Date, days: number) => {
  const day = new Date(now.getTime() - days * DAY_MS)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), TEN_AM_BRASILIA_UTC_HOUR))
}

/** Twelve published news items with generated cover pictures, for a database without any news. */
export async function seedDemoNews(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  if ((await prisma.newsItem.count()) > 0) return false
  for (const item of DEMO_NEWS) {
    const { alt, ...spec } = item.picture
    const png = await sharp(Buffer.from(illustrationSvg(spec))).png().toBuffer()
    const coverImageId = await storeMediaImage(prisma, `${item.slug}.png`, png, alt)
    await prisma.newsItem.create({
      data: {
        slug: item.slug,
        titulo: item.titulo,
        resumo: item.resumo,
        corpo: sanitizeRichText(item.corpo),
        coverImageId,
        estado: 'publicado',
        publicadoEm: daysBefore(now, item.daysAgo),
      },
    })
  }
  return true
}
