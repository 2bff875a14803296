import { messages, type Event } from '@site/contracts'
import { SelectField } from '../../../components/admin/admin-field'

const text = messages.adminEvents

type EventStatusFieldProps = {
  id: string
  ativa: boolean
  onChange: (ativa: boolean) => void
  /** The project's active event that saving this one as active would deactivate, if any. */
  rival?: Event
}

/**
 * Ativo / Inativo, with the rule said aloud: a project has one active event at a time (the one the site offers for
 * registration), so the hint names the event that activating this one would deactivate.
 */
export function EventStatusField({ id, ativa, onChange, rival }: EventStatusFieldProps) {
  const hint = rival ? text.activationReplaces(rival.titulo, rival.inscritos) : text.statusHint
  return (
    <SelectField
      id={id}
      name="ativa"
      label={text.fields.status}
      hint={hint}
      value={ativa ? 'ativo' : 'inativo'}
      onChange={(change) => onChange(change.target.value === 'ativo')}
    >
      <option value="ativo">{text.active}</option>
      <option value="inativo">{text.inactive}</option>
    </SelectField>
  )
}
