// The entry is a few lines: the browser shows the page the server drew first, and only then fetches and runs the
// app (React, the routes) and the page's own modules, listed in inert <template data-scripts> elements
// (build/preload-app.ts, server/src/pages/page-assets.ts): until the page is painted, its pictures have the
// network to themselves. Moved into the head, the links fetch every module at once; importing the app twice runs it
// once.
// Until then links navigate and forms stay disabled, but a button that works by script (the menu, the accessibility
// bar) would ignore a press: each one is pressed again, in order, once the app is taking the page over.
const pressedEarly: HTMLElement[] = []
const rememberPress = (event: MouseEvent) => {
  const button = event.target instanceof Element && event.target.closest<HTMLElement>('button[type="button"]')
  if (button) pressedEarly.push(button)
}
document.addEventListener('click', rememberPress, true)

const start = () => {
  for (const scripts of document.querySelectorAll<HTMLTemplateElement>('template[data-scripts]')) {
    document.head.append(scripts.content)
  }
  void import(/* @vite-ignore */ document.querySelector<HTMLLinkElement>('link[data-app]')!.href).then(() => {
    document.removeEventListener('click', rememberPress, true)
    for (const button of pressedEarly.splice(0)) button.click()
  })
}

// The page is on screen once the browser reports its first contentful paint. The admin area (nothing drawn), a
// browser that reports no paints and a page opened in a background tab (it paints nothing) start without it.
if (document.getElementById('root')!.hasChildNodes() && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((paints) => paints.getEntriesByName('first-contentful-paint')[0] && start()).observe({
    type: 'paint',
    buffered: true,
  })
  setTimeout(start, 1000)
} else {
  requestAnimationFrame(() => setTimeout(start))
}
