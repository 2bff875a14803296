/** Has the browser download `href` as `fileName`, through a link it follows itself. */
export function followDownload(href: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}

/** Hands a file built in the page to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  followDownload(url, fileName)
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
