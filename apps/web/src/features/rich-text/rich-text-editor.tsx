import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  type LucideIcon,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { cx } from '../../lib/cx';

/** Links the server's sanitiser keeps: web and mail addresses only. */
const isAllowedHref = (href: string) => /^(https?:\/\/\S+|mailto:\S+)$/i.test(href.trim());

const EDITABLE_CLASS =
  'min-h-40 whitespace-pre-wrap break-words px-3 py-2 focus:outline-none [&_a]:text-primary-700 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3';

/** The editable's attributes: a labelled multi-line text box (ProseMirror renders a plain div). */
function editableAttributes(
  labelId: string,
  describedBy: string | undefined,
  invalid: boolean,
  language: TextLanguage,
) {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: EDITABLE_CLASS,
  };
  // The text's own language and direction; the toolbar keeps the dashboard's.
  if (language.lang) attributes.lang = language.lang;
  if (language.dir) attributes.dir = language.dir;
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  return attributes;
}

/** The language of the text edited, when it is not the dashboard's. */
interface TextLanguage {
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
}

export interface RichTextEditorProps extends TextLanguage {
  /**
   * The staff texts (the toolbar's, the link box's), handed down by the field so that this chunk
   * imports no text module of its own.
   */
  texts: StaffTexts;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  /** The field's label: names the toolbar, so two editors in one form are told apart. */
  label: string;
  describedBy?: string | undefined;
  invalid: boolean;
}

/**
 * The rich-text editor of the HTML descriptions (institutions, comments): Tiptap with only what
 * the server's allow-list keeps: paragraphs, bold, italic, two heading levels, lists and links.
 * Its own module, loaded only when a form with a description opens.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  label,
  describedBy,
  invalid,
  texts: t,
  lang,
  dir,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => isAllowedHref(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    content: value,
    // The CSP allows no inline <style>: the editor's few rules are utility classes below.
    injectCSS: false,
    immediatelyRender: true,
    editorProps: { attributes: editableAttributes(labelId, describedBy, invalid, { lang, dir }) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The error and hint change while the form is used: keep the editable's description in step.
  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: editableAttributes(labelId, describedBy, invalid, { lang, dir }) },
    });
  }, [editor, labelId, describedBy, invalid, lang, dir]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div
      className={cx(
        'mt-1 rounded-control border bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
        invalid ? 'border-danger-700' : 'border-slate-500',
      )}
    >
      <div
        role="toolbar"
        aria-label={t.richText.toolbar(label)}
        className="flex flex-wrap items-center gap-1 border-b border-line bg-slate-50 p-1"
      >
        <ToolButton
          Icon={Bold}
          label={t.richText.bold}
          pressed={active.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          Icon={Italic}
          label={t.richText.italic}
          pressed={active.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <Separator />
        <ToolButton
          Icon={Heading2}
          label={t.richText.heading2}
          pressed={active.heading2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          Icon={Heading3}
          label={t.richText.heading3}
          pressed={active.heading3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Separator />
        <ToolButton
          Icon={List}
          label={t.richText.bulletList}
          pressed={active.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          Icon={ListOrdered}
          label={t.richText.orderedList}
          pressed={active.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <Separator />
        <ToolButton
          Icon={Link2}
          label={t.richText.link}
          pressed={active.link || linkOpen}
          onClick={() => setLinkOpen((open) => !open)}
        />
        {active.link ? (
          <ToolButton
            Icon={Link2Off}
            label={t.richText.removeLink}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          />
        ) : null}
      </div>
      {linkOpen ? (
        <LinkEditor
          texts={t}
          initial={active.href}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />;
}

function ToolButton({
  Icon,
  label,
  pressed,
  onClick,
}: {
  Icon: LucideIcon;
  label: string;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      // Keeps the editor's selection: the command applies to what was selected.
      onMouseDown={(event) => event.preventDefault()}
      className="inline-flex size-9 items-center justify-center rounded-control text-ink hover:bg-slate-200 aria-pressed:bg-primary-100 aria-pressed:text-primary-900"
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The link address of the selection. Not a <form>: it sits inside the content form. */
function LinkEditor({
  initial,
  onApply,
  onCancel,
  texts,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
  texts: StaffTexts;
}) {
  const t = texts;
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  const apply = () => {
    if (!isAllowedHref(href)) {
      setError(t.richText.linkInvalid);
      return;
    }
    onApply(href.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // Closes this box, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-line bg-slate-50 px-2 pb-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t.richText.linkAddress}
        </label>
        <input
          id={id}
          type="url"
          // biome-ignore lint/a11y/noAutofocus: the box opens on request, to type the address.
          autoFocus
          value={href}
          placeholder={t.frame.urlPlaceholder}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block w-full rounded-control border border-slate-500 bg-white px-2 py-1 text-sm"
        />
      </div>
      <SmallButton onClick={apply}>{t.richText.applyLink}</SmallButton>
      <SmallButton onClick={onCancel}>{t.contentAdmin.cancel}</SmallButton>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SmallButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-control border border-slate-300 bg-white px-3 py-1 text-sm font-semibold hover:bg-slate-100"
    >
      {children}
    </button>
  );
}
