/** The wording of the Termo de Adesão: what the volunteer reads, fills in and signs. */

export const TERM_TITLE = 'TERMO DE ADESÃO AO SERVIÇO VOLUNTÁRIO'
/** `foundation`: the foundation's name as configured; the clauses then call it "a Fundação". */
export const termSubtitle = (foundation: string) => `${foundation} — programas de inclusão digital, palestras e cursos`

export const termIntro = (foundation: string) =>
  'Pela assinatura deste termo, a pessoa identificada abaixo declara que adere, por vontade própria, ' +
  `ao serviço voluntário nos programas da ${foundation} (a Fundação), nos termos da Lei nº 9.608, de 18 de ` +
  'fevereiro de 1998, e nas condições descritas a seguir.'

/** Blank lines the volunteer fills in by hand, in the order they are printed. */
export const TERM_FIELDS = ['Nome completo', 'CPF', 'RG', 'Endereço', 'Telefone', 'E-mail'] as const

export const TERM_CLAUSES: { heading: string; text: string }[] = [
  {
    heading: 'O que o voluntário faz',
    text:
      'Colabora com as atividades dos programas da Fundação, como as oficinas de inclusão digital, o ciclo ' +
      'de palestras e os cursos, ajudando os participantes a aprender e a usar a tecnologia no dia a dia.',
  },
  {
    heading: 'Sem remuneração e sem vínculo de emprego',
    text:
      'O serviço voluntário não é pago e não cria vínculo de emprego nem obrigação trabalhista, ' +
      'previdenciária ou de qualquer outra natureza entre o voluntário e a Fundação.',
  },
  {
    heading: 'Dias e horários',
    text:
      'Os dias e horários são combinados com a coordenação do programa, de acordo com a disponibilidade de ' +
      'cada um. Quando não puder comparecer, o voluntário avisa a coordenação com antecedência.',
  },
  {
    heading: 'Compromissos do voluntário',
    text:
      'Tratar os participantes com respeito, paciência e cordialidade; seguir as orientações da coordenação; ' +
      'cuidar dos equipamentos e dos espaços usados; nunca pedir nem aceitar dinheiro, presentes ou favores ' +
      'dos participantes.',
  },
  {
    heading: 'Dados pessoais dos participantes',
    text:
      'Senhas, contas, fotos, conversas e documentos que o voluntário vir durante as atividades são ' +
      'confidenciais: ele não os anota, copia, guarda nem divulga, conforme a Lei Geral de Proteção de Dados ' +
      'Pessoais (Lei nº 13.709, de 14 de agosto de 2018).',
  },
  {
    heading: 'Despesas',
    text:
      'Gastos do voluntário com as atividades só são reembolsados quando a Fundação os autorizar por escrito ' +
      'antes de serem feitos, e mediante comprovante.',
  },
  {
    heading: 'Duração e saída',
    text:
      'Este termo vale a partir da data da assinatura, sem prazo para terminar. O voluntário ou a Fundação ' +
      'podem encerrá-lo a qualquer momento, bastando avisar a outra parte, sem precisar de justificativa e ' +
      'sem multa.',
  },
  {
    heading: 'Declaração de horas',
    text: 'A pedido do voluntário, a Fundação fornece uma declaração das horas de serviço voluntário prestadas.',
  },
]

export const TERM_IMAGE_CONSENT = {
  heading: 'Uso de imagem (marque uma opção)',
  options: [
    'Autorizo o uso da minha imagem em fotos e vídeos das atividades, sem fins comerciais, na divulgação dos programas da Fundação.',
    'Não autorizo o uso da minha imagem.',
  ],
}

export const TERM_CLOSING = 'Por estarem de acordo, as partes assinam este termo.'
export const TERM_PLACE_DATE = 'Local e data'
export const TERM_SIGNATURES = ['Assinatura do(a) voluntário(a)', 'Assinatura do(a) representante da Fundação']
