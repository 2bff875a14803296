import type { BoundField } from './use-field-values'
import { PERSONAL_FIELDS } from './personal-fields'
import { TextField } from './text-field'

/** Name, then e-mail and phone side by side, all required: who the visitor is and how to reach them. */
export function ContactFields({ bind }: { bind: (name: 'nome' | 'email' | 'telefone') => BoundField }) {
  return (
    <>
      <TextField {...PERSONAL_FIELDS.nome} required {...bind('nome')} />
      <div className="form__row">
        <TextField {...PERSONAL_FIELDS.email} required {...bind('email')} />
        <TextField {...PERSONAL_FIELDS.telefone} required {...bind('telefone')} />
      </div>
    </>
  )
}
