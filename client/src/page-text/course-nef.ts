
export type NefCourse = { id: string; titulo: string; descricao: string; inscricao: string }
export type UsefulLink = { label: string; url: string }

const VIRTUAL_SCHOOL = 'https://www.escolavirtual.gov.br/'

export const nefBanner = {
  titleStart: 'NEF –',
  titleEnd: 'Núcleo de Educação e Formação',
  subtitle: 'Capacitação on-line e gratuita para servidores do município, no seu ritmo.',
}

export const nefPresentation: readonly string[] = [
  'O Núcleo de Educação e Formação (NEF) organiza trilhas de capacitação para os servidores do município a partir de cursos on-line e gratuitos da Escola Virtual de Governo (EV.G), plataforma de ensino a distância do governo federal.',
  'Escolhemos cursos ligados ao dia a dia da administração municipal. Você estuda quando e onde quiser, e o NEF acompanha a sua trilha e registra a sua formação.',
]

/** Each link leads to the platform; the foundation can point it to the course page itself. */
export const nefCourses: readonly NefCourse[] = [
  {
    id: 'gestao-documental',
    titulo: 'Noções de gestão documental',
    descricao: 'Produção, organização, guarda e eliminação de documentos públicos.',
    inscricao: VIRTUAL_SCHOOL,
  },
  {
    id: 'politicas-publicas',
    titulo: 'Políticas públicas e governo local',
    descricao: 'Como as políticas públicas são planejadas, executadas e avaliadas no município.',
    inscricao: VIRTUAL_SCHOOL,
  },
  {
    id: 'gestao-contratos',
    titulo: 'Gestão e fiscalização de contratos na nova Lei de Licitações',
    descricao: 'O papel do gestor e do fiscal de contratos segundo a Lei nº 14.133/2021.',
    inscricao: VIRTUAL_SCHOOL,
  },
  {
    id: 'gestao-orcamentaria',
    titulo: 'Gestão orçamentária e financeira',
    descricao: 'Planejamento, execução e controle do orçamento público.',
    inscricao: VIRTUAL_SCHOOL,
  },
  {
    id: 'etica',
    titulo: 'Ética e serviço público',
    descricao: 'Valores, conduta e responsabilidade de quem atende o cidadão.',
    inscricao: VIRTUAL_SCHOOL,
  },
]

export const nefSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Cadastre-se na plataforma',
    text: 'Crie a sua conta na Escola Virtual de Governo usando o seu login gov.br.',
  },
  {
    title: 'Matricule-se nos cursos da trilha',
    text: 'Inscreva-se nos cursos recomendados acima; você pode fazer um de cada vez.',
  },
  {
    title: 'Avise o NEF por e-mail',
    text: 'Depois da matrícula, envie ao núcleo o seu nome completo e número de matrícula, os cursos em que se inscreveu e a sua secretaria ou órgão de lotação.',
  },
]

export const nefCertification =
  'Cada módulo concluído gera um certificado oficial emitido pela plataforma. Os certificados podem ser considerados para a progressão no Plano de Cargos e Salários, conforme as regras da sua carreira.'

export const nefSupportHours = 'atendimento das 13h às 19h'

export const nefLinks: readonly UsefulLink[] = [
  { label: 'Escola Virtual de Governo (EV.G)', url: VIRTUAL_SCHOOL },
  { label: 'Portal gov.br', url: 'https://www.gov.br/' },
  {
    label: 'Lei nº 14.133/2021 – Lei de Licitações e Contratos',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2021/lei/l14133.htm',
  },
]

export const nefReasons: readonly { title: string; text: string }[] = [
  { title: 'Formação gratuita', text: 'Cursos sem custo, com certificado, feitos no horário que for melhor para você.' },
  { title: 'Desenvolvimento profissional', text: 'Conhecimentos aplicáveis ao seu trabalho e válidos para a sua carreira.' },
  { title: 'Fortalecimento institucional', text: 'Servidores mais preparados tornam o atendimento ao cidadão mais ágil e seguro.' },
]

export const nefSections = {
  presentation: 'Apresentação',
  offerings: 'Turmas e inscrições',
  courses: 'Cursos disponibilizados',
  howToApply: 'Como se inscrever',
  certification: 'Certificação e reconhecimento',
  support: 'Dúvidas ou suporte',
  supportNote: (hours: string) => `Fale com o núcleo pelos canais abaixo, com ${hours}.`,
  links: 'Links úteis',
  reasons: 'Por que participar?',
}
