import { lazy, Suspense, useId, type ReactNode } from 'react'
import { messages, type PageImage } from '@site/contracts'
import { CheckField, SelectField, TextAreaField, TextField } from '../../../components/admin/admin-field'
import { hrefsOf, linkWarnings, useEditorContext } from './editor-context'
import { moved } from './list-order'
import { PageImageField } from './page-image-field'
import type { FieldSpec, Fields } from './section-kinds'

// TipTap loads with the editor, in a chunk of its own (the news screen's editor).
const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'))

const text = messages.pageEditor
const f = messages.sectionFields

type FieldsEditorProps = {
  specs: readonly FieldSpec[]
  value: Fields
  /** Where these fields sit in the body sent to the server ("secoes.2"), to find their errors. */
  path: string
  onChange: (value: Fields) => void
}

/** The fields of a section or of one of its items, each with its control. */
export function FieldsEditor({ specs, value, path, onChange }: FieldsEditorProps) {
  const set = (key: string, next: unknown) => {
    const copy = { ...value }
    if (next === undefined) delete copy[key]
    else copy[key] = next
    onChange(copy)
  }
  return specs.map((spec) => <FieldControl key={spec.key} spec={spec} value={value[spec.key]} path={`${path}.${spec.key}`} onChange={(next) => set(spec.key, next)} />)
}

type ControlProps<S extends FieldSpec['type']> = {
  spec: Extract<FieldSpec, { type: S }>
  value: unknown
  path: string
  onChange: (value: unknown) => void
}

/** A blank optional field is left out of the section, as the schemas expect. */
const orUnset = (value: string, required?: boolean) => (value === '' && !required ? undefined : value)

function FieldControl(props: ControlProps<FieldSpec['type']>) {
  const { spec, value, path, onChange } = props
  const { errors } = useEditorContext()
  const error = errors[path]
  switch (spec.type) {
    case 'text':
      return <TextControl spec={spec} value={value} path={path} onChange={onChange} />
    case 'rich':
      return <RichControl spec={spec} value={value} path={path} onChange={onChange} />
    case 'image':
      return <PageImageField label={spec.label} value={value as PageImage | undefined} error={error} onChange={onChange} />
    case 'choice':
      return (
        <SelectField label={spec.label} value={String(value ?? '')} error={error} onChange={(event) => onChange(orUnset(event.target.value, spec.required))}>
          {!spec.required && <option value="">{text.none}</option>}
          {Object.entries(spec.options).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </SelectField>
      )
    case 'check':
      return <CheckField label={spec.label} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />
    case 'number':
      return (
        <TextField
          label={spec.label}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          value={value === undefined ? '' : String(value)}
          error={error}
          onChange={(event) => onChange(event.target.value === '' && !spec.required ? undefined : Number(event.target.value))}
        />
      )
    case 'lines':
      return (
        <TextAreaField
          label={spec.label}
          hint={text.linesHint}
          rows={3}
          value={((value as string[] | undefined) ?? []).join('\n')}
          error={error ?? firstError(errors, path)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value.split('\n'))}
        />
      )
    case 'group':
      return <GroupControl spec={spec} value={value} path={path} onChange={onChange} />
    case 'items':
      return <ItemsControl spec={spec} value={value} path={path} onChange={onChange} />
  }
}

/** The first error under `path` (a line of a list: "secoes.1.itens.0.lista.2"). */
const firstError = (errors: Record<string, string>, path: string) =>
  Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1]

function TextControl({ spec, value, path, onChange }: ControlProps<'text'>) {
  const { errors, warnings } = useEditorContext()
  const current = String(value ?? '')
  const warning = spec.link ? linkWarnings(warnings, [current]) : []
  const hint: ReactNode =
    spec.link || warning.length > 0 ? (
      <>
        {f.linkHint}
        {warning.map((line) => (
          <strong key={line} className="page-field__warning">
            {line}
          </strong>
        ))}
      </>
    ) : undefined
  const props = { label: spec.label, value: current, error: errors[path], hint, required: spec.required }
  return spec.multiline ? (
    <TextAreaField {...props} rows={3} onChange={(event) => onChange(orUnset(event.target.value, spec.required))} />
  ) : (
    <TextField {...props} type={spec.date ? 'date' : 'text'} onChange={(event) => onChange(orUnset(event.target.value, spec.required))} />
  )
}

function RichControl({ spec, value, path, onChange }: ControlProps<'rich'>) {
  const { errors, warnings, readOnly, version } = useEditorContext()
  const labelId = useId()
  const html = String(value ?? '')
  return (
    <div className="page-field">
      <p id={labelId} className="page-field__label">
        {spec.label}
      </p>
      <Suspense fallback={<p role="status">{messages.common.loading}</p>}>
        <RichTextEditor key={version} initialHtml={html} labelId={labelId} editable={!readOnly} onChange={onChange} />
      </Suspense>
      {linkWarnings(warnings, hrefsOf(html)).map((line) => (
        <p key={line} className="page-field__warning">
          {line}
        </p>
      ))}
      {errors[path] && <p className="admin-field__error">{errors[path]}</p>}
    </div>
  )
}

/** An optional object (a topic's link): left out while all its fields are blank. */
function GroupControl({ spec, value, path, onChange }: ControlProps<'group'>) {
  const fields = (value as Fields | undefined) ?? {}
  return (
    <fieldset className="page-fields__group">
      <legend>{spec.label}</legend>
      <FieldsEditor
        specs={spec.fields}
        value={fields}
        path={path}
        onChange={(next) => onChange(Object.values(next).every((field) => field === undefined || field === '') ? undefined : next)}
      />
    </fieldset>
  )
}

function ItemsControl({ spec, value, path, onChange }: ControlProps<'items'>) {
  const { errors, readOnly } = useEditorContext()
  const items = (value as Fields[] | undefined) ?? []
  const headingId = useId()
  const replace = (next: Fields[]) => onChange(next.length === 0 && !spec.min ? undefined : next)
  const move = (from: number, to: number) => replace(moved(items, from, to))
  return (
    <fieldset className="page-fields__items" aria-describedby={errors[path] ? `${headingId}-erro` : undefined}>
      <legend id={headingId}>{spec.label}</legend>
      {errors[path] && (
        <p id={`${headingId}-erro`} className="admin-field__error">
          {errors[path]}
        </p>
      )}
      <ol className="page-fields__item-list">
        {items.map((item, index) => (
          <li key={index} className="page-fields__item">
            <fieldset>
              <legend>{`${spec.label}: ${text.itemHeading(index + 1)}`}</legend>
              <FieldsEditor specs={spec.fields} value={item} path={`${path}.${index}`} onChange={(next) => replace(items.map((old, at) => (at === index ? next : old)))} />
              {!readOnly && (
                <div className="page-fields__item-actions">
                  <button type="button" className="btn btn--outline" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {text.moveUp}
                    <span className="visually-hidden"> ({`${spec.label}: ${text.itemHeading(index + 1)}`})</span>
                  </button>
                  <button type="button" className="btn btn--outline" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                    {text.moveDown}
                    <span className="visually-hidden"> ({`${spec.label}: ${text.itemHeading(index + 1)}`})</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={items.length <= (spec.min ?? 0)}
                    onClick={() => replace(items.filter((_, at) => at !== index))}
                  >
                    {text.removeItem}
                    <span className="visually-hidden"> ({`${spec.label}: ${text.itemHeading(index + 1)}`})</span>
                  </button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button type="button" className="btn btn--outline" disabled={items.length >= spec.max} onClick={() => replace([...items, spec.blank()])}>
          {text.addItem}
          <span className="visually-hidden"> ({spec.label})</span>
        </button>
      )}
    </fieldset>
  )
}
