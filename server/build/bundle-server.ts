import * as esbuild from 'esbuild'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** npm packages stay external (imported at run time from node_modules); the workspaces' TypeScript is bundled. */
const npmPackagesExternal: esbuild.Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@site/') ? undefined : { path: specifier, external: true },
    )
  },
}

/**
 * The server for plain Node: one ESM file per entry (the server and the admin, backup and restore commands) in
 * `outdir`, which must sit two levels below the repository root as server/dist does (see server/src/root-dir.ts).
 * Source maps are written beside them for reading a production stack trace by hand.
 */
export const bundleServer = (outdir = 'server/dist') =>
  esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: {
      server: 'server/src/server.ts',
      admin: 'server/src/cli/admin.ts',
      backup: 'server/src/cli/backup.ts',
      restore: 'server/src/cli/restore.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  })
