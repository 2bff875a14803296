import type { Page } from '@playwright/test'

/**
 * Draws every box of the page, as each is drawn once the visitor scrolls to it. The sections below the first screen
 * wait until they near it (content-visibility: auto), and until then a check sees neither what they paint (axe's
 * colours, found by hit testing) nor what would overflow them (their contents are clipped to them meanwhile).
 */
export const drawEveryBox = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
