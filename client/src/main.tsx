// The entry is a few lines: the browser paints the page the server drew first, then the app (React, the routes),
// already fetched by the modulepreload links of index.html (build/preload-app.ts), runs and takes the page over.
// On a phone with a slow processor the visitor reads the page without waiting for that work.
const app = document.querySelector<HTMLLinkElement>('link[data-app]')
if (!app) throw new Error('index.html sem o link do app (data-app)')
requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ app.href)))
