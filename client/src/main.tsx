// The entry is a few lines: the browser shows the page the server drew first, and only then fetches and runs the
// app (React, the routes) and the page's own modules, listed in inert <template data-scripts> elements
// (build/preload-app.ts, server/src/pages/page-assets.ts): until the page is painted, its pictures have the
// network to themselves. Moved into the head, the links fetch every module at once; importing the app twice runs it
// once.
const start = () => {
  for (const scripts of document.querySelectorAll<HTMLTemplateElement>('template[data-scripts]')) {
    document.head.append(scripts.content)
  }
  void import(/* @vite-ignore */ document.querySelector<HTMLLinkElement>('link[data-app]')!.href)
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
