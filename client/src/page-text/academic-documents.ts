export const ACADEMIC_DOCUMENTS = {
  intro:
    'Esta página reúne os serviços acadêmicos do USJ, o centro universitário municipal mantido pela fundação: consulta do cadastro oficial, pedidos de documentos e informações sobre transferência.',
  emec: {
    url: 'https://emec.mec.gov.br/',
    qrImage: '/media/qr-emec.svg',
    text: 'O e-MEC é o cadastro oficial das instituições e cursos de ensino superior do Ministério da Educação. Aponte a câmera do celular para o código QR ou use o link para consultar a situação da instituição.',
  },
  requests: {
    responseHours: 48,
    text: 'Históricos escolares, diplomas, certificados de pós-graduação, certificados de palestras e cursos e ementas de disciplinas podem ser pedidos pela internet, sem sair de casa.',
  },
  /** No published file yet: the page names the norm and where to ask for a copy. */
  legislation: {
    label: 'Instrução Normativa nº 002/2022',
    text: 'Regras para a emissão de documentos acadêmicos. Uma cópia pode ser pedida à secretaria acadêmica.',
  },
}

/** The headings, buttons and the sentences around the data of the academic documents page. */
export const academicDocumentsPage = {
  hero: { titleStart: 'USJ:', titleEnd: 'documentos acadêmicos' },
  qrAlt: 'Código QR que leva ao cadastro e-MEC',
  emecTitle: 'Cadastro no e-MEC',
  emecButton: 'Consultar o e-MEC',
  address: (url: string) => `Endereço: ${url}`,
  requestsTitle: 'Requerimento de documentos on-line',
  answeredWithin: 'Depois de enviado, o pedido é respondido em até',
  hours: (hours: number) => `${hours} horas`,
  request: 'Fazer requerimento',
  transferInfo: 'Informações',
  transferInfoHidden: 'sobre a transferência assistida',
  legislationTitle: 'Legislação',
}
