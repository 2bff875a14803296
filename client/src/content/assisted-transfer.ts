export type TransferDocument = { title: string; description: string; url: string }

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
      url: 'https://www.example.org/documentos/edital-transferencia-assistida.pdf',
    },
    {
      title: 'Instituições participantes',
      description: 'Lista das instituições que recebem os estudantes (PDF).',
      url: 'https://www.example.org/documentos/instituicoes-transferencia-assistida.pdf',
    },
    {
      title: 'Perguntas frequentes',
      description: 'Respostas às dúvidas mais comuns sobre a transferência (PDF).',
      url: 'https://www.example.org/documentos/perguntas-frequentes-transferencia.pdf',
    },
    {
      title: 'Instrução Normativa nº 002/2022',
      description: 'Norma sobre a emissão de documentos acadêmicos (PDF).',
      url: 'https://www.example.org/documentos/instrucao-normativa-002-2022.pdf',
    },
  ] satisfies TransferDocument[],
}
