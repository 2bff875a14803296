import type { ComponentType } from 'react'
import { serverRender } from './render-scope'

/**
 * The parts of a public page that respond to the visitor, by name: each becomes a React root of its own in the
 * browser (app/islands.ts loads them by these names); everything else on the page stays the server's HTML.
 */
export type IslandName =
  | 'display-tools'
  | 'navbar'
  | 'hero-video'
  | 'map-embed'
  | 'share-buttons'
  | 'cards-carousel'
  | 'news-list'
  | 'certificate-checker'
  | 'cycle-registration'
  | 'cancel-registration'
  | 'call-list'
  | 'volunteer-form'
  | 'document-request-form'
  | 'login-form'
  | 'forgot-password-form'
  | 'set-password-form'
  | 'vlibras-choice'

/**
 * When the browser makes an island React: `use` at the visitor's first touch, press, hover or focus inside it (a
 * press or a form sent before is done again once it is React, and what was typed is kept, see main.tsx and
 * app/islands-runtime.tsx); `visible` also as soon as it nears the screen, for a part that acts by itself (the
 * map loads); `load` at once, for a part that has work to do whatever the visitor does (a code in the validator's
 * address is checked) or whose state only the browser knows (the VLibras choice, kept in a cookie the page is not
 * drawn with); `stored:<key>` at once when the browser holds that item in its local storage, at first use otherwise
 * (a staff session: the sign-in page sends its holder to the admin area). A function chooses by the island's props.
 */
export type IslandHydration = 'load' | 'visible' | 'use' | `stored:${string}`

/**
 * `Component` as an island. Its props travel to the browser as JSON, so they are data only (no functions, no
 * elements). On the server the page gets an empty element in its place, which the renderer fills with the island
 * drawn as a root of its own (entry-server.tsx), so that the browser's root draws exactly the same; anywhere else
 * (tests, an island inside an island) the component is drawn in place.
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  hydrate: IslandHydration | ((props: P) => IslandHydration),
): ComponentType<P> {
  return function Island(props: P) {
    const scope = import.meta.env.SSR ? serverRender() : undefined
    if (!scope?.addIsland || scope.insideIsland) {
      return (
        <div className="island">
          <Component {...props} />
        </div>
      )
    }
    return <div className="island" {...scope.addIsland({ name, props, hydrate: typeof hydrate === 'function' ? hydrate(props) : hydrate, Component: Component as ComponentType<object> })} />
  }
}
