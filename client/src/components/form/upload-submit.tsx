import type { ReactNode } from 'react'
import { messages } from '@site/contracts'
import { SubmitButton } from './submit-button'
import { UploadProgress } from './upload-progress'

/** The submit button of a form that uploads files: while sending, the upload's progress and 'Enviando…'. */
export function UploadSubmit({ sending, progress, children }: { sending: boolean; progress: number; children: ReactNode }) {
  return (
    <>
      {sending && <UploadProgress fraction={progress} />}
      <SubmitButton busy={sending} busyLabel={messages.forms.sending}>
        {children}
      </SubmitButton>
    </>
  )
}
