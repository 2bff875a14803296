import { useId, useState, type DragEvent } from 'react'
import { ACCEPTED_IMAGE_EXTENSIONS, messages, type MediaItem } from '@site/contracts'
import { ErrorAlert } from '../admin/feedback'
import { UploadProgress } from '../form/upload-progress'
import { uploadMedia } from '../../lib/media-library'
import './media.css'

const text = messages.media

/**
 * Drop zone and file button of the media library: images go up one after the other, each with its progress bar;
 * the server's refusal (type, size, pixels) is shown as it comes.
 */
export function MediaUploader({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const inputId = useId()
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null)
  const [error, setError] = useState('')
  const [dragging, setDragging] = useState(false)

  async function upload(files: File[]) {
    setError('')
    for (const file of files) {
      setProgress({ name: file.name, fraction: 0 })
      try {
        onUploaded(await uploadMedia(file, (fraction) => setProgress({ name: file.name, fraction })))
      } catch (failure) {
        setError(`${file.name}: ${(failure as Error).message}`)
      }
    }
    setProgress(null)
  }

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void upload(Array.from(event.dataTransfer.files))
  }

  return (
    <div
      className={`media-drop${dragging ? ' media-drop--active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p>{text.dropHint}</p>
      <label className="btn" htmlFor={inputId}>
        {text.chooseFiles}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_EXTENSIONS}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? [])
          event.currentTarget.value = ''
          void upload(files)
        }}
      />
      {progress && <UploadProgress fraction={progress.fraction} label={`${text.uploading} ${progress.name}`} />}
      <ErrorAlert message={error} />
    </div>
  )
}
