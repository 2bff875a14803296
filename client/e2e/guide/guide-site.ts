import { startSite } from '../screenshots/site.ts'

/** Starts the throw-away demo site once; the spec reaches it through GUIDE_SERVER under the site's fixed origin. */
export default async function guideSite() {
  const site = await startSite()
  process.env.GUIDE_SERVER = site.baseUrl
  return () => site.stop()
}
