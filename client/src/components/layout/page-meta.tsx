import { SITE } from '../../config/site'

/** React 19 hoists these tags into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ${SITE.shortName}`}</title>
      <meta name="description" content={description} />
    </>
  )
}
