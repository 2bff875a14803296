/** A document of the process; `url` once its file is published (until then the page says where to ask for it). */
export type TransferDocument = { title: string; description: string; url?: string }

export const ASSISTED_TRANSFER = {
  intro:
    'A transferência assistida ajuda estudantes do USJ a continuar a graduação em outra instituição de ensino superior, com orientação da fundação em cada etapa.',
  steps: [
    'Leia o edital e confira se o seu curso e a sua situação se enquadram nas regras.',
    'Peça o histórico escolar e as ementas das disciplinas cursadas pelo requerimento on-line.',
    'Apresente os documentos à instituição de destino dentro do prazo indicado no edital.',
    'Acompanhe a análise de aproveitamento das disciplinas e confirme a sua matrícula.',
  ],
  documents: [
    {
      title: 'Edital de transferência assistida',
      description: 'Regras, prazos e cursos contemplados (PDF).',
    },
    {
      title: 'Instituições participantes',
      description: 'Lista das instituições que recebem os estudantes (PDF).',
    },
    {
      title: 'Perguntas frequentes',
      description: 'Respostas às dúvidas mais comuns sobre a transferência (PDF).',
    },
    {
      title: 'Instrução Normativa nº 002/2022',
      description: 'Norma sobre a emissão de documentos acadêmicos (PDF).',
    },
  ] as TransferDocument[],
}

/** The headings and buttons of the assisted transfer page. */
export const assistedTransferPage = {
  hero: { titleStart: 'Transferência', titleEnd: 'assistida' },
  steps: 'Passo a passo',
  requestDocuments: 'Pedir documentos on-line',
  backToServices: 'Voltar aos serviços do USJ',
  documents: 'Documentos',
  openDocument: 'Abrir documento',
  askForCopy: 'Peça uma cópia à secretaria acadêmica.',
}
