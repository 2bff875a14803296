import { siteShell } from '@site/contracts'
import { useSiteContacts, whatsappHref } from '../../lib/site-contacts'
import './whatsapp-button.css'

/** The floating chat button; absent while the foundation has no WhatsApp number set. */
export function WhatsAppButton() {
  const { whatsapp } = useSiteContacts()
  if (!whatsapp) return null
  return (
    <a
      className="whatsapp-button"
      href={whatsappHref(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={siteShell.whatsappChat}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M16 4a12 12 0 0 0-10.4 18l-1.6 6 6.2-1.6A12 12 0 1 0 16 4Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
        <path
          d="M11.5 10.5c.4-.9 1.6-1 2-.2l1 2c.2.5 0 1-.4 1.4l-.6.6a8 8 0 0 0 3.2 3.2l.6-.6c.4-.4.9-.6 1.4-.4l2 1c.8.4.7 1.6-.2 2-3.6 1.6-10.6-5.4-9-9Z"
          fill="currentColor"
        />
      </svg>
    </a>
  )
}
