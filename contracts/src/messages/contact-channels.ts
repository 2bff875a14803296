/** The foundation's contact channels, as the site, the footer and the mails name them. One constant per text so that the bundler inlines them: they ride in the home page's first load. */
export const telefone = 'Telefone'
export const whatsapp = 'WhatsApp'
export const email = 'E-mail'
export const endereco = 'Endereço'
export const horario = 'Horário de atendimento'
export const social = 'Redes sociais'
