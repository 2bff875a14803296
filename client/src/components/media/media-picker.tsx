import { useState, type ReactNode } from 'react'
import { messages, type MediaItem, type Picture } from '@site/contracts'
import { ModalDialog } from '../admin/modal-dialog'
import { ResponsivePicture } from '../ui/picture'
import { listMedia } from '../../lib/media-library'
import { dataOr, useRemoteData } from '../../lib/use-remote-data'
import { AltTextForm } from './alt-text-form'
import { MediaUploader } from './media-uploader'
import './media.css'

const text = messages.media

/** An image chosen from the library: its id for the API, its picture for the preview. */
export interface PickedImage {
  id: number
  picture: Picture
}

type MediaPickerProps = {
  label: string
  value: PickedImage | null
  onChange: (value: PickedImage | null) => void
  error?: string
  /** Shown while no image is chosen (by default, that none is). */
  empty?: ReactNode
  /** The buttons' words, when "imagem" is not the right one ("Trocar foto"). */
  labels?: { choose: string; change: string; remove: string }
}

const DEFAULT_LABELS = { choose: text.pickerTitle, change: text.change, remove: text.remove }

const toPicked = (item: MediaItem): PickedImage => ({ id: item.id, picture: item })

/**
 * The image field of every editor (news cover, team photo, partner logo): shows the chosen image and opens the
 * library to choose, upload or describe one. Only an image with alt text can be chosen.
 */
export function MediaPicker({ label, value, onChange, error, empty = <p>{text.none}</p>, labels = DEFAULT_LABELS }: MediaPickerProps) {
  const [open, setOpen] = useState(false)
  return (
    <fieldset className={`media-picker${error ? ' media-picker--invalid' : ''}`}>
      <legend>{label}</legend>
      {value ? (
        <ResponsivePicture className="media-picker__preview" picture={value.picture} sizes="16rem" />
      ) : (
        empty
      )}
      <div className="media-picker__actions">
        <button type="button" className="btn btn--outline" onClick={() => setOpen(true)}>
          {value ? labels.change : labels.choose}
        </button>
        {value && (
          <button type="button" className="btn btn--outline" onClick={() => onChange(null)}>
            {labels.remove}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="media-picker__error">
          {error}
        </p>
      )}
      <ModalDialog open={open} title={text.pickerTitle} onClose={() => setOpen(false)}>
        <PickerLibrary
          onPick={(item) => {
            onChange(toPicked(item))
            setOpen(false)
          }}
        />
      </ModalDialog>
    </fieldset>
  )
}

function PickerLibrary({ onPick }: { onPick: (item: MediaItem) => void }) {
  const { reload, ...library } = useRemoteData(listMedia)
  const items = dataOr(library, [])
  return (
    <div className="admin-dialog__body">
      <MediaUploader onUploaded={reload} />
      {library.status === 'loading' && <p role="status">{text.loading}</p>}
      {library.status === 'ready' && items.length === 0 && <p>{text.empty}</p>}
      <ul role="list" className="media-grid">
        {items.map((item) => (
          <li key={item.id} className="media-card">
            <ResponsivePicture picture={{ ...item, alt: '' }} sizes="12rem" />
            <p className="media-card__name">{item.nome}</p>
            {!item.alt && <AltTextForm item={item} onSaved={reload} />}
            <button type="button" className="btn" disabled={!item.alt} onClick={() => onPick(item)}>
              {text.choose}
              <span className="visually-hidden"> {item.alt || item.nome}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
