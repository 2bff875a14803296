import { useState } from 'react'
import type { ContentItemOf, ContentKind, Picture } from '@site/contracts'
import type { z } from 'zod'
import { CONTENT_IMAGE_FIELDS, messages } from '@site/contracts'
import { SelectField, TextAreaField, TextField } from '../../../components/admin/admin-field'
import { DialogForm } from '../../../components/admin/dialog-form'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { useDialogSave } from '../../../components/admin/use-dialog-save'
import type { FormDialogProps } from '../../../components/admin/use-record-dialogs'
import { useFormValues } from '../../../components/admin/use-form-values'
import { MediaPicker, type PickedImage } from '../../../components/media/media-picker'
import { ApiRequestError } from '../../../lib/api-client'
import { createContent, updateContent } from '../api'

/**
 * One field of a content form: a text input (of a type), a long text, a choice among options, or an image of the
 * media library (`image`: the kind's image id field of CONTENT_IMAGE_FIELDS, chosen with the picker).
 */
export type FieldSpec = {
  name: string
  label: string
  type?: 'text' | 'date' | 'url' | 'number' | 'image'
  options?: readonly { value: string; label: string }[]
  long?: boolean
  required?: boolean
  hint?: string
}

type Values = Record<string, string>

const valuesOf = (fields: readonly FieldSpec[], item?: object): Values =>
  Object.fromEntries(
    fields.filter((field) => field.type !== 'image').map((field) => {
      const value = (item as Record<string, unknown> | undefined)?.[field.name]
      return [field.name, value === undefined ? (field.options?.[0]?.value ?? '') : String(value)]
    }),
  )

/** The image the item shows now, as the picker wants it; null when it has none. */
function pickedImageOf(kind: ContentKind, item?: object): PickedImage | null {
  const field = (CONTENT_IMAGE_FIELDS as Partial<Record<ContentKind, { id: string; picture: string }>>)[kind]
  const data = item as Record<string, unknown> | undefined
  const id = field && data?.[field.id]
  const picture = field && (data?.[field.picture] as Picture | undefined)
  return typeof id === 'number' && picture ? { id, picture } : null
}

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
  const [image, setImage] = useState(() => pickedImageOf(kind, item))
  const { failure, saving, refuse, handleSubmit } = useDialogSave(onSaved)

  const submit = handleSubmit(
    () => {
      const imageField = fields.find((field) => field.type === 'image')
      const body = imageField ? { ...values, [imageField.name]: image?.id ?? null } : values
      const checked = schema.safeParse(body)
      return checked.success ? body : refuse(checked.error.issues[0]?.message ?? messages.common.completeAllFields)
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
        if (field.type === 'image')
          return (
            <div key={field.name} className="admin-form__full">
              <MediaPicker label={field.label} value={image} onChange={setImage} />
            </div>
          )
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
