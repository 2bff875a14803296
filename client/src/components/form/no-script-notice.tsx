import { messages } from '@site/contracts'

/**
 * Says plainly that the form needs JavaScript: pages are drawn on the server and read without it, forms are not
 * sent without it. Browsers show <noscript> only with scripting off.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="form-status__message form-status__message--error">{messages.publicForms.needsJavaScript}</p>
    </noscript>
  )
}
