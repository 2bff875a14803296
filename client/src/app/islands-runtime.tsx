import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '../lib/island'
import { IslandRouter } from './island-router'
import { ISLANDS } from './islands'

/** What the server wrote on an island's element (lib/island.tsx), as main.tsx read it. */
export interface IslandMarks {
  name: IslandName
  id: string
  props: object
}

/**
 * Makes one island of a page the server drew a React root of its own: its component, with the props the server
 * wrote on its element, takes over the markup the server drew for it (entry-server.tsx draws each island as a root
 * too, with the same prefix for its ids).
 */
export async function hydrateIsland(element: HTMLElement, { name, id, props }: IslandMarks): Promise<void> {
  const Component = (await ISLANDS[name]()) as ComponentType<object>
  hydrateRoot(
    element,
    <IslandRouter>
      <Component {...props} />
    </IslandRouter>,
    { identifierPrefix: `${id}-` },
  )
}
