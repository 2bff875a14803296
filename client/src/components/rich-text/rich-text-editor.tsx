import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { useState } from 'react'
import { messages } from '@site/contracts'
import { MediaPicker, type PickedImage } from '../media/media-picker'
import './rich-text-editor.css'

const text = messages.richTextEditor

type RichTextEditorProps = {
  /** Initial HTML; later changes come from the editor itself. */
  initialHtml: string
  onChange: (html: string) => void
  labelId: string
  /** False for a reader who may not edit: the text shows without the toolbar. */
  editable?: boolean
}

type Tool = { label: string; active?: (editor: Editor) => boolean; run: (editor: Editor) => void }

const TOOLS: Tool[] = [
  { label: text.bold, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: text.italic, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: text.heading, active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: text.subheading, active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: text.bulletList, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: text.orderedList, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  {
    label: text.link,
    active: (e) => e.isActive('link'),
    run: (e) => {
      const href = window.prompt(text.linkPrompt, (e.getAttributes('link').href as string | undefined) ?? 'https://')
      if (href === null) return
      if (href.trim() === '') e.chain().focus().unsetLink().run()
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
    },
  },
]

/**
 * The rich-text editor of news and pages (TipTap): bold, italic, headings, lists, links and images from the media
 * library. Only the admin area loads it, in its own chunk. What it produces is sanitised again by the server.
 */
export default function RichTextEditor({ initialHtml, onChange, labelId, editable = true }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
    ],
    content: initialHtml,
    editable,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: {
      attributes: { class: 'rich-text__area', 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
    },
  })
  const [image, setImage] = useState<PickedImage | null>(null)

  const insertImage = (picked: PickedImage | null) => {
    setImage(null)
    if (!picked || !editor) return
    const copy = picked.picture.variantes.find((variant) => variant.formato === 'webp' && variant.largura >= 960) ?? picked.picture.variantes.at(-1)
    editor.chain().focus().setImage({ src: copy?.url ?? picked.picture.url, alt: picked.picture.alt }).run()
  }

  return (
    <div className="rich-text">
      {editable && (
      <div className="rich-text__toolbar" role="toolbar" aria-label={text.toolbar}>
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="btn btn--outline"
            aria-pressed={editor && tool.active ? tool.active(editor) : undefined}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      )}
      <EditorContent editor={editor} />
      {editable && <MediaPicker label={text.insertImage} value={image} onChange={insertImage} />}
    </div>
  )
}
