import { BRAZILIAN_STATES, messages } from '@site/contracts'

const labels = messages.fieldLabels

/**
 * How the public forms ask for the same personal data: label, input type and autofill token. A form adds
 * whether the field is required, its hint and its value.
 */
export const PERSONAL_FIELDS = {
  nome: { label: labels.nome, autoComplete: 'name' },
  email: { label: labels.email, type: 'email', autoComplete: 'email' },
  telefone: { label: labels.telefone, type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  // One line (street, number, complement): street-address is the multi-line token, for a <textarea> only.
  endereco: { label: labels.endereco, autoComplete: 'address-line1' },
  cidade: { label: labels.cidade, autoComplete: 'address-level2' },
  estado: { label: labels.estado, options: BRAZILIAN_STATES, autoComplete: 'address-level1' },
} as const
