import { messages } from '@site/contracts'

/**
 * Says plainly that the form needs JavaScript. Browsers show <noscript> only with scripting off, so this speaks
 * once the page's HTML comes from the server; index.html carries the site-wide notice for today's client-only pages.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="form-status__message form-status__message--error">{messages.publicForms.needsJavaScript}</p>
    </noscript>
  )
}
