import type { ContentItemOf, ContentKind } from '@site/contracts'
import type { z } from 'zod'
import { messages } from '@site/contracts'
import { SelectField, TextAreaField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { useFormValues } from '../../../components/admin/use-form-values'
import { ApiRequestError } from '../../../lib/api-client'
import { createContent, updateContent } from '../api'

/** One field of a content form: a text input (of a type), a long text, or a choice among options. */
export type FieldSpec = {
  name: string
  label: string
  type?: 'text' | 'date' | 'url' | 'number'
  options?: readonly { value: string; label: string }[]
  long?: boolean
  required?: boolean
  hint?: string
}

type Values = Record<string, string>

const valuesOf = (fields: readonly FieldSpec[], item?: object): Values =>
  Object.fromEntries(
    fields.map((field) => {
      const value = (item as Record<string, unknown> | undefined)?.[field.name]
      return [field.name, value === undefined ? (field.options?.[0]?.value ?? '') : String(value)]
    }),
  )

type ContentFormDialogProps<K extends ContentKind> = FormDialogProps & {
  kind: K
  schema: z.ZodType
  fields: readonly FieldSpec[]
  item?: ContentItemOf<K> & { id: number }
  title: string
}

/** Add or edit one item: the kind's schema from contracts checks the form before it is sent. */
export function ContentFormDialog<K extends ContentKind>({ open, onClose, title, ...form }: ContentFormDialogProps<K>) {
  return (
    <ModalDialog open={open} title={title} onClose={onClose} className="admin-dialog--wide">
      <ContentForm {...form} onCancel={onClose} />
    </ModalDialog>
  )
}

function ContentForm<K extends ContentKind>({
  kind,
  schema,
  fields,
  item,
  onCancel,
  onSaved,
}: Omit<ContentFormDialogProps<K>, 'open' | 'onClose' | 'title'> & { onCancel: () => void }) {
  const prefix = `${item ? 'editar' : 'novo'}-${kind}`
  const { values, bind } = useFormValues<Values>(() => valuesOf(fields, item), prefix)
  const { failure, saving, refuse, handleSubmit } = useDialogSave(onSaved)

  const submit = handleSubmit(
    () => {
      const checked = schema.safeParse(values)
      return checked.success ? values : refuse(checked.error.issues[0]?.message ?? messages.common.completeAllFields)
    },
    async (body) => {
      if (item) {
        await updateContent(kind, item.id, body as never)
        return messages.content.updated
      }
      await createContent(kind, body as never)
      return messages.content.created
    },
    (error) => (error instanceof ApiRequestError ? error.message : messages.admin.saveFailed),
  )

  return (
    <DialogForm onSubmit={submit} failure={failure} saving={saving} onCancel={onCancel}>
      {fields.map((field) => {
        const common = { ...bind(field.name), label: field.label, required: field.required, hint: field.hint }
        if (field.options)
          return (
            <SelectField key={field.name} {...common}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )
        if (field.long)
          return (
            <div key={field.name} className="admin-form__full">
              <TextAreaField {...common} rows={3} />
            </div>
          )
        return <TextField key={field.name} {...common} type={field.type ?? 'text'} autoComplete="off" />
      })}
    </DialogForm>
  )
}
