import { SENT_MAIL_CONTENT_DAYS } from '@site/contracts'

export type PrivacySection = { title: string; paragraphs?: string[]; items?: string[] }

export const PRIVACY_UPDATED_AT = '2026-11-24'

/** When the documents go: the days the server is configured with (DOCUMENT_RETENTION_DAYS), once known. */
const documentDeletion = (retentionDays: number | undefined) =>
  retentionDays === undefined
    ? 'depois de um prazo fixo, contado de quando o requerimento é concluído ou indeferido'
    : `${retentionDays} ${retentionDays === 1 ? 'dia' : 'dias'} depois que o requerimento é concluído ou indeferido`

/** The notice's sections; the retention of identity documents is stated as the server is configured. */
export const privacySections = (retentionDays: number | undefined): PrivacySection[] => [
  {
    title: 'Quem trata os seus dados',
    paragraphs: [
      'A fundação é a controladora dos dados pessoais enviados pelos formulários deste site e os trata conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).',
    ],
  },
  {
    title: 'Quais dados coletamos',
    items: [
      'Inscrição no Ciclo de Palestras: nome, e-mail, telefone e como você conheceu o evento.',
      'Candidatura de voluntário: nome, e-mail, telefone, endereço, cidade, estado, escolaridade, nível de conhecimento em tecnologia e o termo de adesão assinado.',
      'Requerimento de documentos acadêmicos: nome, CPF, e-mail, telefone, endereço, cidade, estado, CEP, curso, forma de envio, documento pedido e cópias de RG, CPF, certidão e, se houver, procuração.',
      'Validação de certificados: apenas o código digitado, sem identificar quem consulta.',
    ],
  },
  {
    title: 'Para que usamos',
    paragraphs: ['Usamos os dados somente para:'],
    items: [
      'Confirmar a sua inscrição e avisar sobre mudanças no evento.',
      'Avaliar a candidatura e organizar as turmas de voluntários.',
      'Conferir a sua identidade e emitir o documento acadêmico pedido.',
      'Emitir certificados e cumprir obrigações legais e de prestação de contas.',
    ],
  },
  {
    title: 'Quem tem acesso',
    paragraphs: [
      'Somente a equipe da fundação responsável por cada serviço, com login e senha individuais. Cada visualização, download, alteração ou exclusão de dados pessoais fica registrada (quem fez e quando, nunca o conteúdo dos documentos). Os documentos enviados ficam em área restrita e nunca aparecem em páginas públicas. Dados podem ser compartilhados com órgãos públicos apenas quando a lei exigir. Não vendemos nem usamos os seus dados para publicidade.',
    ],
  },
  {
    title: 'Por quanto tempo guardamos',
    items: [
      'Inscrições em palestras: até 2 anos após o evento, para emissão de certificados e estatísticas.',
      'Candidaturas de voluntários: enquanto durar a participação e até 2 anos depois.',
      `Requerimentos de documentos acadêmicos: as cópias de RG, CPF, certidão e procuração são apagadas automaticamente ${documentDeletion(retentionDays)}, com o conteúdo dos e-mails que as levaram à secretaria; o registro do pedido (protocolo, curso, documento pedido e situação) é guardado pelo prazo exigido pelas normas de registro acadêmico.`,
      `E-mails automáticos: o sistema guarda o texto de cada e-mail enviado por ${SENT_MAIL_CONTENT_DAYS} dias, para confirmar a entrega, e depois apaga endereços, texto e anexos.`,
      'A qualquer momento, a pedido seu, a equipe pode excluir de uma vez os seus dados pessoais e arquivos de uma candidatura ou requerimento; fica apenas o número de protocolo e o histórico do atendimento.',
    ],
  },
  {
    title: 'Seus direitos',
    paragraphs: ['Pela LGPD, você pode a qualquer momento pedir:'],
    items: [
      'confirmação de que tratamos seus dados e acesso a eles;',
      'correção de dados incompletos, inexatos ou desatualizados;',
      'eliminação dos dados que não precisamos mais guardar por lei;',
      'informação sobre com quem os dados foram compartilhados;',
      'revogação do consentimento, quando ele for a base do tratamento.',
    ],
  },
]

/** The privacy notice's frame around its sections; the contact paragraph surrounds the e-mail and the link. */
export const privacyPage = {
  title: 'Aviso de privacidade',
  updatedAt: 'Atualizado em',
  intro: 'Explicamos aqui, de forma simples, o que fazemos com os dados pessoais enviados pelos formulários deste site.',
  contactTitle: 'Como falar conosco',
  contactStart: 'Para exercer seus direitos ou tirar dúvidas sobre privacidade,',
  writeTo: 'escreva para',
  or: 'ou',
  useChannels: 'use os canais da página de',
  contactsLink: 'contatos',
  contactEnd:
    'Respondemos em até 15 dias. Se não ficar satisfeito, você também pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).',
}
