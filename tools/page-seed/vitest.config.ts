import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { name: 'page-seed', include: ['*.test.ts'] } })
