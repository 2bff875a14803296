import { useNavigate } from 'react-router-dom'
import { messages, PAGE_PARENTS, PAGE_TEMPLATES, PATHS, type NewPageInput } from '@site/contracts'
import { SelectField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { failureText } from '../../../components/admin/feedback'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import { filledIn, useFormValues } from '../../../components/admin/use-form-values'
import { createPage } from '../api'

const text = messages.pageEditor
const pages = messages.sitePages

type NewPageValues = { modelo: string; titulo: string; pai: string; segmento: string }

const initial = (): NewPageValues => ({ modelo: PAGE_TEMPLATES[0], titulo: '', pai: PAGE_PARENTS[0], segmento: '' })

/** "Nova página": a template, a title and an address under an allowed section; then its editor opens. */
function NewPageForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const { values, bind } = useFormValues(initial, 'nova-pagina')
  const { failure, saving, refuse, handleSubmit } = useDialogSave(() => undefined)
  const submit = handleSubmit(
    () => filledIn(values) ?? refuse(messages.common.invalidRequest),
    async (body) => {
      const page = await createPage(body as NewPageInput)
      navigate(`${PATHS.adminPages}/${page.id}`, { state: { notice: text.created } })
      return text.created
    },
    (error) => failureText(error, messages.admin.saveFailed),
  )
  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onClose} submitLabel={text.create}>
      <SelectField label={text.templateLabel} {...bind('modelo')}>
        {PAGE_TEMPLATES.map((template) => (
          <option key={template} value={template}>
            {pages.templates[template]}
          </option>
        ))}
      </SelectField>
      <TextField label={text.pageTitleLabel} required {...bind('titulo')} />
      <SelectField label={text.parentLabel} {...bind('pai')}>
        {PAGE_PARENTS.map((parent) => (
          <option key={parent} value={parent}>
            {pages.parents[parent]} ({parent})
          </option>
        ))}
      </SelectField>
      <TextField label={text.segmentLabel} hint={text.segmentHint} required {...bind('segmento')} />
    </DialogForm>
  )
}

export function NewPageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} title={text.newTitle} onClose={onClose}>
      <NewPageForm onClose={onClose} />
    </ModalDialog>
  )
}
