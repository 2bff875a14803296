export const INSTITUTION = {
  about: [
    'Somos a fundação educacional do município de São José, em Santa Catarina. Criamos e apoiamos ações de educação, formação profissional e inclusão digital para a comunidade, para os servidores públicos e, com atenção especial, para as pessoas idosas.',
    'Trabalhamos junto com escolas, secretarias municipais, associações e voluntários. Cada projeto nasce de uma necessidade real da cidade e é acompanhado de perto, do planejamento ao certificado entregue a quem participou.',
  ],
  mission:
    'Promover educação de qualidade ao longo de toda a vida, aproximando o conhecimento das pessoas e fortalecendo o serviço público do município.',
  purpose:
    'Ser reconhecida como referência em educação cidadã, onde cada morador de São José encontre uma oportunidade de aprender, participar e conviver.',
  values: [
    { name: 'Educação Transformadora', text: 'Aprender muda vidas e abre caminhos em qualquer idade.' },
    { name: 'Parcerias Estratégicas', text: 'Somamos forças com instituições que compartilham nossos objetivos.' },
    { name: 'Inovação', text: 'Buscamos novas formas de ensinar e de usar a tecnologia a favor das pessoas.' },
    { name: 'Compromisso Social', text: 'Priorizamos quem mais precisa de apoio para participar da vida da cidade.' },
    { name: 'Ética e Transparência', text: 'Agimos com honestidade e prestamos contas do que fazemos.' },
    { name: 'Sustentabilidade', text: 'Planejamos ações duradouras, responsáveis com as pessoas e com o ambiente.' },
    { name: 'Felicidade e Bem-Estar', text: 'Cuidamos para que aprender seja também um momento de alegria e convivência.' },
  ],
}

export type SdgGoal = { number: number; name: string; text: string }

export const SDG_TOTAL = 17

export const SDG_GOALS: SdgGoal[] = [
  { number: 3, name: 'Saúde e Bem-Estar', text: 'Palestras e oficinas que promovem qualidade de vida na maturidade.' },
  { number: 4, name: 'Educação de Qualidade', text: 'Cursos gratuitos e formação continuada para a comunidade e os servidores.' },
  { number: 10, name: 'Redução das Desigualdades', text: 'Inclusão digital para quem ainda não usa a tecnologia no dia a dia.' },
  { number: 17, name: 'Parcerias e Meios de Implementação', text: 'Projetos construídos com escolas, órgãos públicos e associações.' },
]

export const sdgUrl = (goal: number): string => `https://brasil.un.org/pt-br/sdgs/${goal}`

/** The headings of the institution page. */
export const institutionPage = {
  hero: {
    titleStart: 'Educação que',
    titleEnd: 'transforma a cidade',
    subtitle: 'Conheça a fundação, o que nos move e como contribuímos para um futuro mais justo.',
  },
  about: 'Quem Somos',
  identity: 'Missão, propósito e valores',
  mission: 'Missão',
  purpose: 'Propósito',
  values: 'Valores',
  sdgTitle: 'Objetivos de Desenvolvimento Sustentável',
  sdgIntro: (total: number, ours: number) =>
    `A ONU definiu ${total} objetivos para um mundo mais justo e sustentável até 2030. O trabalho da fundação ` +
    `contribui diretamente para ${ours} deles. Escolha um objetivo para saber mais no site das Nações ` +
    'Unidas no Brasil.',
  sdgName: (number: number, name: string) => `ODS ${number}: ${name}`,
}
