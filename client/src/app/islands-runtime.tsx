import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '../lib/island'
import { ISLAND_ATTRIBUTES } from '../lib/island-attributes'
import { IslandRouter } from './island-router'
import { ISLANDS } from './islands'

/**
 * Makes one island of a page the server drew a React root of its own: its component, with the props the server
 * wrote on its element, takes over the markup the server drew for it (entry-server.tsx draws each island as a root
 * too, with the same prefix for its ids).
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName
  const Component = (await ISLANDS[name]()) as ComponentType<object>
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object
  hydrateRoot(
    element,
    <IslandRouter>
      <Component {...props} />
    </IslandRouter>,
    { identifierPrefix: `${element.getAttribute(ISLAND_ATTRIBUTES.id)}-` },
  )
}
