import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { richTextTexts as texts } from '../../../../i18n/editor-tools.ts';

/**
 * The description's rich-text editor (Tiptap 3 over ProseMirror), in a chunk of its own that the
 * 'Propiedad' tool loads when it opens. Its formatting is the allow-list of src/schema/rich-text.ts
 * (the server sanitises with it): paragraphs and line breaks, bold, italic, underline, strike,
 * headings 2 and 3, lists and quotes. No links, code nor rules (docs/decisions.md). The extensions
 * are StarterKit's, one by one: StarterKit would bring the link and code extensions (and linkify)
 * into the chunk even when switched off.
 */

const extensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Underline,
  Strike,
  Heading.configure({ levels: [2, 3] }),
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Blockquote,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  TrailingNode,
];

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }

  .ProseMirror {
    min-height: 180px;
    max-height: 480px;
    overflow-y: auto;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    outline: none;
    line-height: 1.5;

    > * + * { margin-top: ${({ theme }) => theme.space.xs}; }
    h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
    h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
    ul, ol { padding-left: 1.5rem; }
    ul { list-style: disc; }
    ol { list-style: decimal; }
    blockquote {
      border-left: 3px solid ${({ theme }) => theme.colors.border};
      padding-left: ${({ theme }) => theme.space.sm};
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xxs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
`;

const ToolButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled { color: ${({ theme }) => theme.colors.muted}; cursor: default; }
`;

interface Tool {
  readonly label: string;
  readonly face: ReactNode;
  readonly run: (editor: Editor) => void;
  /** A mark or block that shows as pressed; undo and redo have none. */
  readonly active?: string;
  readonly activeAttributes?: Record<string, unknown>;
  readonly can?: (editor: Editor) => boolean;
}

/** A toolbar icon drawn without text (a button's visible text must be part of its name). */
const Icon = ({ d }: { d: string }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

const ICONS = {
  /** 'H' with a large and a small bar beside it. */
  heading2: 'M4 5v14M12 5v14M4 12h8M16 9h5M16 15h5',
  heading3: 'M5 7v10M11 7v10M5 12h6M15 12h5',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4v4M3 18h3l-3 3h3',
  blockquote: 'M6 17c-1.7 0-3-1.3-3-3V9h5v5H5M16 17c-1.7 0-3-1.3-3-3V9h5v5h-3',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3',
} as const;

const TOOLS: readonly Tool[] = [
  { label: texts.bold, face: <b>B</b>, active: 'bold', run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: texts.italic, face: <i>I</i>, active: 'italic', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { label: texts.underline, face: <u>U</u>, active: 'underline', run: (editor) => editor.chain().focus().toggleUnderline().run() },
  { label: texts.strike, face: <s>S</s>, active: 'strike', run: (editor) => editor.chain().focus().toggleStrike().run() },
  { label: texts.heading2, face: <Icon d={ICONS.heading2} />, active: 'heading', activeAttributes: { level: 2 }, run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: texts.heading3, face: <Icon d={ICONS.heading3} />, active: 'heading', activeAttributes: { level: 3 }, run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: texts.bulletList, face: <Icon d={ICONS.bulletList} />, active: 'bulletList', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { label: texts.orderedList, face: <Icon d={ICONS.orderedList} />, active: 'orderedList', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { label: texts.blockquote, face: <Icon d={ICONS.blockquote} />, active: 'blockquote', run: (editor) => editor.chain().focus().toggleBlockquote().run() },
  { label: texts.undo, face: <Icon d={ICONS.undo} />, run: (editor) => editor.chain().focus().undo().run(), can: (editor) => editor.can().undo() },
  { label: texts.redo, face: <Icon d={ICONS.redo} />, run: (editor) => editor.chain().focus().redo().run(), can: (editor) => editor.can().redo() },
];

/**
 * The toolbar is one tab stop (WAI-ARIA toolbar pattern): arrows, Home and End move between its
 * buttons, Tab goes on to the text.
 */
function FormatToolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: live }) =>
      TOOLS.map((tool) => ({
        pressed: tool.active === undefined ? undefined : live.isActive(tool.active, tool.activeAttributes),
        enabled: tool.can === undefined ? true : tool.can(live),
      })),
  });

  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <Toolbar role="toolbar" aria-label={texts.toolbar} aria-controls={controls} onKeyDown={move}>
      {TOOLS.map((tool, index) => (
        <ToolButton
          key={tool.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === current ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={state[index]?.pressed}
          disabled={state[index]?.enabled === false}
          // Keeps the text's selection: the command applies to what the agent selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            tool.run(editor);
          }}
        >
          <span aria-hidden="true">{tool.face}</span>
        </ToolButton>
      ))}
    </Toolbar>
  );
}

export interface RichTextEditorProps {
  /** The stored HTML the editor starts with. */
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  readonly labelledBy: string;
  readonly describedBy?: string | undefined;
  readonly invalid: boolean;
  readonly id: string;
}

export default function RichTextEditor({ initialHtml, onChange, labelledBy, describedBy, invalid, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: live }) => onChange(live.isEmpty ? '' : live.getHTML()),
  });

  return (
    <Frame data-invalid={invalid}>
      <FormatToolbar editor={editor} controls={id} />
      <EditorContent editor={editor} />
    </Frame>
  );
}
