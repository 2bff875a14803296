/** Paragraphs of running text at a readable line length. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="prose">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
