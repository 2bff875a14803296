/**
 * `npm run check:bundle` (part of `npm test`, after the build): the one budget that does not depend on the machine,
 * the first-load JS of the home page as the server sends it.
 */
import path from 'node:path'
import { bundleChecks } from '../../server/bench/budgets.ts'
import { printChecks } from '../../server/bench/output.ts'
import { measureBundle } from './bundle-size.ts'

const dist = path.resolve(import.meta.dirname, '../dist')
if (!printChecks(bundleChecks(measureBundle(dist)))) process.exitCode = 1
