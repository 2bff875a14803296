/** The production-like stack of docker-compose.yml starts the same images on every machine, today and next year. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../src/root-dir.ts'

const images = [...readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8').matchAll(/^\s+image:\s*(\S+)/gm)]
  .map(([, image]) => image!)
  // The app's own image is built from the Dockerfile, not pulled.
  .filter((image) => image !== 'fundacao-site')

describe('docker-compose.yml', () => {
  it('names the images it pulls', () => {
    expect(images).toEqual(expect.arrayContaining([expect.stringMatching(/^postgres:/), expect.stringMatching(/^axllent\/mailpit:/)]))
  })

  it.each(images)('pins %s to a version (no floating tag such as latest)', (image) => {
    const tag = image.split(':')[1]
    expect(tag, image).toMatch(/^v?\d+/)
  })
})
