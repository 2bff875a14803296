export const mailMessages = {
  /** The words of the links in the mails; the text part shows them as "words: address". */
  mailLinks: {
    createPassword: 'Criar minha senha',
    resetPassword: 'Escolher a nova senha',
    certificate: 'Ver o certificado',
    cancelRegistration: 'Cancelar inscrição',
  },
} as const
