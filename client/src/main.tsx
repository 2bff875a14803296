// The entry is a few lines. A public page arrives drawn by the server and stays the server's HTML: only its islands
// (lib/island.tsx), the parts that respond to the visitor, become React, each a root of its own, as it nears the
// screen or at the visitor's first touch of it (app/islands-runtime.tsx, loaded with React the first time one is
// needed). The admin area arrives empty and is drawn by the app (start-app.tsx), a single-page app, whose scripts
// wait in an inert <template data-scripts> (build/preload-app.ts).
// The global styles, index.html's own stylesheet: before every component's, which build on them.
import './styles/global.css'
import './styles/layout.css'
import './styles/elements.css'
import { ISLAND_ATTRIBUTES } from '@site/contracts'
import type { hydrateIsland, IslandMarks } from './app/islands-runtime'
import type { loadVlibras } from './lib/vlibras'
import type { startApp as startAppIn } from './start-app'

const USE_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const

/**
 * The address of a module the entry loads on demand (the islands' runtime, VLibras' loader), which the build writes
 * into index.html (build/preload-app.ts): imported by address, it brings no loader code of the bundler's.
 */
const moduleAddress = (name: 'islands' | 'vlibras') =>
  document.querySelector<HTMLTemplateElement>(`template[data-${name}]`)!.content.querySelector('link')!.getAttribute('href')!

// Until an island is React, a button that works by script (the menu, the accessibility bar) would ignore a press:
// each one is noted and pressed again, in order, once its island is React.
const pressedEarly = new Map<Element, HTMLElement[]>()
const waking = new Map<Element, Promise<void>>()
const woken = new WeakSet<Element>()

/** The island around `element`, if it is not React yet. */
const sleepingIsland = (element: Element): HTMLElement | null => {
  const island = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)
  return island && !woken.has(island) ? island : null
}

const marksOf = (island: HTMLElement): IslandMarks => ({
  name: island.getAttribute(ISLAND_ATTRIBUTES.name) as IslandMarks['name'],
  id: island.getAttribute(ISLAND_ATTRIBUTES.id)!,
  props: JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object,
})

function wake(island: HTMLElement): Promise<void> {
  let done = waking.get(island)
  if (!done) {
    done = (import(/* @vite-ignore */ moduleAddress('islands')) as Promise<{ hydrateIsland: typeof hydrateIsland }>)
      .then(({ hydrateIsland }) => hydrateIsland(island, marksOf(island)))
      .then(() => {
        woken.add(island)
        // A pointer that came in before React did (a hovered menu opens its pages): React hears it come in again.
        const hovered = [...island.querySelectorAll(':hover')].pop()
        hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
        for (const button of pressedEarly.get(island)?.splice(0) ?? []) button.click()
      })
    waking.set(island, done)
  }
  return done
}

function rememberPress(event: MouseEvent) {
  const button = event.target instanceof Element && event.target.closest<HTMLElement>('button[type="button"]')
  if (button) pressOnceReact(button)
}

function pressOnceReact(button: HTMLElement) {
  const island = sleepingIsland(button)
  if (!island) return
  pressedEarly.set(island, [...(pressedEarly.get(island) ?? []), button])
  void wake(island)
}

/**
 * A form sent before its island is React would go without its handler: natively, its fields (a CPF, a password) in
 * the address. It is held and sent again once the island is React, with what was typed (app/islands-runtime.tsx).
 */
function holdSubmit(event: SubmitEvent) {
  const form = event.target instanceof HTMLFormElement ? event.target : null
  if (form && sleepingIsland(form)) {
    event.preventDefault()
    sendOnceReact(form, event.submitter)
  }
}

function sendOnceReact(form: HTMLFormElement, submitter: HTMLElement | null) {
  const island = sleepingIsland(form)
  if (island) void wake(island).then(() => form.requestSubmit(submitter))
}

/** The entry's loader (ENTRY_LOADER in the contracts), with what it held before this script ran. */
interface EntryLoader extends HTMLScriptElement {
  held?: ({ type: 'click'; element: HTMLElement } | { type: 'submit'; element: HTMLFormElement; submitter: HTMLElement | null })[]
  stopHolding?: () => void
}

/** The presses and sends the loader held: this script answers them now, and those to come. */
function takeOverHeld() {
  const loader = document.querySelector<EntryLoader>('script[data-entry-loader]')
  loader?.stopHolding?.()
  for (const event of loader?.held?.splice(0) ?? []) {
    if (event.type === 'click') pressOnceReact(event.element)
    else sendOnceReact(event.element, event.submitter)
  }
}

function startIslands(islands: HTMLElement[]) {
  document.addEventListener('click', rememberPress, true)
  document.addEventListener('submit', holdSubmit, true)
  takeOverHeld()
  // An island's element lays out as if it were not there (display: contents): its content is what nears the screen.
  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)
        if (!entry.isIntersecting || !island) continue
        for (const child of island.children) nearScreen.unobserve(child)
        void wake(island)
      }
    },
    { rootMargin: '200px' },
  )
  for (const island of islands) {
    const onUse = () => {
      USE_EVENTS.forEach((type) => island.removeEventListener(type, onUse))
      void wake(island)
    }
    USE_EVENTS.forEach((type) => island.addEventListener(type, onUse, { passive: true }))
    const hydrate = island.getAttribute(ISLAND_ATTRIBUTES.hydrate)
    const storedItem = hydrate?.startsWith('stored:') && hydrate.slice('stored:'.length)
    // A field the visitor went into before this script ran: that was the first touch.
    const touched = island.contains(document.activeElement)
    if (hydrate === 'load' || touched || (storedItem && localStorage.getItem(storedItem) !== null)) void wake(island)
    if (hydrate === 'visible') for (const child of island.children) nearScreen.observe(child)
  }
}

function startApp(root: HTMLElement) {
  for (const scripts of document.querySelectorAll<HTMLTemplateElement>('template[data-scripts]')) {
    document.head.append(scripts.content)
  }
  const app = import(/* @vite-ignore */ document.querySelector<HTMLLinkElement>('link[data-app]')!.href) as Promise<{
    startApp: typeof startAppIn
  }>
  void app.then(({ startApp }) => startApp(root))
}

/**
 * VLibras, for a visitor who asked for it on the Acessibilidade page (decision 47): the server names its loader only
 * in that visitor's pages (server/src/pages/page-shell.ts).
 */
function startVlibras() {
  if (!document.querySelector('template[data-vlibras]')) return
  const loader = import(/* @vite-ignore */ moduleAddress('vlibras')) as Promise<{ loadVlibras: typeof loadVlibras }>
  void loader.then(({ loadVlibras }) => loadVlibras())
}

/**
 * A picture of the server's page that fails shows the placeholder it names (components/ui/smart-image.tsx), whether
 * it failed before this script ran (a finished image that cannot be decoded) or fails later.
 */
function showPlaceholders() {
  const fallBack = (img: HTMLImageElement) => {
    const placeholder = img.dataset.placeholder
    if (placeholder && !img.src.endsWith(placeholder)) img.src = placeholder
  }
  document.addEventListener('error', (event) => event.target instanceof HTMLImageElement && fallBack(event.target), true)
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-placeholder]')) {
    if (img.complete) img.decode().catch(() => fallBack(img))
  }
}

const root = document.getElementById('root')!
if (root.hasChildNodes()) {
  showPlaceholders()
  startIslands([...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)])
  startVlibras()
} else {
  takeOverHeld()
  startApp(root)
}
