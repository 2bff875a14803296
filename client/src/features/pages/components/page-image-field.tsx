import { messages, type PageImage } from '@site/contracts'
import { MediaPicker } from '../../../components/media/media-picker'
import { useEditorContext } from './editor-context'

const text = messages.pageEditor

type PageImageFieldProps = {
  label: string
  value: PageImage | undefined
  onChange: (value: PageImage | undefined) => void
  error?: string
}

/**
 * A picture of a section: chosen from the media library (whose alt text it carries). A page of the seed may show one
 * of the site's own illustrations instead: it is named here until the staff choose a library image.
 */
export function PageImageField({ label, value, onChange, error }: PageImageFieldProps) {
  const { library, reloadLibrary } = useEditorContext()
  const item = value && 'midiaId' in value ? library.get(value.midiaId) : undefined
  const empty =
    value === undefined ? (
      <p>{messages.media.none}</p>
    ) : 'arquivo' in value ? (
      <figure className="media-picker__preview">
        <img src={value.arquivo} alt="" />
        <figcaption>{text.illustration(value.alt)}</figcaption>
      </figure>
    ) : (
      <p>{text.unknownImage(value.midiaId)}</p>
    )
  return (
    <MediaPicker
      label={label}
      value={item ? { id: item.id, picture: item } : null}
      empty={empty}
      error={error}
      onChange={(picked) => {
        if (picked && !library.has(picked.id)) reloadLibrary()
        onChange(picked ? { midiaId: picked.id } : undefined)
      }}
    />
  )
}
