import { useState } from 'react'
import { messages, siteShell } from '@site/contracts'
import { island } from '../../../lib/island'

const text = messages.news

/** WhatsApp share (a chat with the title and address) and copy-the-address, for one page. */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState('')
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(text.linkCopied)
    } catch (error) {
      console.error(error)
    }
  }

  return (
    <div className="share-buttons" role="group" aria-label={text.share}>
      <a className="btn btn--outline" href={whatsapp} target="_blank" rel="noopener noreferrer">
        {text.shareWhatsapp}
        <span className="visually-hidden"> {siteShell.newTab}</span>
      </a>
      <button type="button" className="btn btn--outline" onClick={copy}>
        {text.copyLink}
      </button>
      <span role="status" className="share-buttons__status">
        {copied}
      </span>
    </div>
  )
}

/** ShareButtons as an island of the page the server drew (lib/island.tsx). */
export const ShareButtonsIsland = island('share-buttons', ShareButtons, 'use')
