import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { cn } from './cn';
import { EditorLabel } from './EditorLabel';
import { FieldError } from './FieldError';
import type { RichTextEditorProps } from './RichTextEditor';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
      onClick={onClick}
      className={cn(
        'flex size-11 items-center justify-center rounded-md transition-colors sm:size-8',
        'disabled:cursor-not-allowed disabled:opacity-40',
        active ? 'bg-brand-100 text-brand-800' : 'text-ink-soft hover:bg-ink/5',
      )}
    >
      {children}
    </button>
  );
}

/** What the toolbar and the counter show, read from a live editor. */
function readState(editor: Editor | null) {
  if (!editor || editor.isDestroyed) return null;
  return {
    count: editor.storage.characterCount.characters() as number,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
    focused: editor.isFocused,
  };
}

/**
 * Re-renders on every editor transaction. (tiptap's useEditorState keeps reading a replaced editor
 * until the new one has a transaction, which showed a stale counter.)
 */
function useEditorTicks(editor: Editor | null) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    const events = ['transaction', 'focus', 'blur'] as const;
    for (const event of events) editor.on(event, tick);
    tick();
    return () => {
      for (const event of events) editor.off(event, tick);
    };
  }, [editor]);
}

export default function RichTextEditorImpl({
  value,
  onChange,
  limit,
  counterMax,
  placeholder,
  label,
  required,
  error,
  id,
}: RichTextEditorProps & { id: string }) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Stable options: useEditor compares them on every render and re-applies them when they change.
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
        // No empty paragraph appended after lists: the stored HTML stays as typed.
        trailingNode: false,
      }),
      CharacterCount.configure({ limit: limit ?? null }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    [limit, placeholder],
  );
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: `${id}-input`,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': `${id}-label` } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'px-3 py-2.5 text-sm leading-relaxed text-ink rich-text',
      },
    }),
    [id, label, required, error],
  );

  // Only the first value seeds the editor; later values go through setContent below.
  const [initialContent] = useState(value || '');
  const editor = useEditor({
    // Created in an effect, not during render: an editor built during a slow (concurrent) render is
    // destroyed by tiptap before the component mounts and then rebuilt.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });
  useEditorTicks(editor);

  // A value set from outside (form reset, data loaded) replaces the content; our own echoes do not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if ((value || '') !== htmlOf(editor)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const state = readState(editor);
  const max = counterMax ?? limit;
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor && !editor.isDestroyed) command(editor.chain().focus()).run();
  };

  return (
    <div className="w-full">
      {label ? <EditorLabel id={id} label={label} required={required} /> : null}
      <div
        className={cn(
          'rich-text-editor overflow-hidden rounded-lg border bg-surface shadow-xs transition-colors',
          error ? 'border-tone-red' : 'border-line-strong',
          state?.focused && (error ? 'ring-3 ring-tone-red/20' : 'border-brand-500 ring-3 ring-brand-500/20'),
        )}
      >
        <div
          role="toolbar"
          aria-label="Formatação do texto"
          aria-controls={`${id}-input`}
          className="flex flex-wrap items-center gap-0.5 border-b border-line bg-canvas/60 px-1.5 py-1"
        >
          <ToolButton label="Negrito" active={state?.bold ?? false} onClick={() => run((c) => c.toggleBold())}>
            <Bold aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Itálico" active={state?.italic ?? false} onClick={() => run((c) => c.toggleItalic())}>
            <Italic aria-hidden="true" className="size-4" />
          </ToolButton>
          <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
          <ToolButton
            label="Lista com marcadores"
            active={state?.bulletList ?? false}
            onClick={() => run((c) => c.toggleBulletList())}
          >
            <List aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Lista numerada"
            active={state?.orderedList ?? false}
            onClick={() => run((c) => c.toggleOrderedList())}
          >
            <ListOrdered aria-hidden="true" className="size-4" />
          </ToolButton>
          <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />
          <ToolButton label="Desfazer" disabled={!state?.canUndo} onClick={() => run((c) => c.undo())}>
            <Undo2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Refazer" disabled={!state?.canRedo} onClick={() => run((c) => c.redo())}>
            <Redo2 aria-hidden="true" className="size-4" />
          </ToolButton>
        </div>
        {editor ? <EditorContent editor={editor} /> : <div aria-busy="true" className="min-h-[9rem]" />}
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <FieldError id={`${id}-error`} message={error} />
        </div>
        {max !== undefined && state ? (
          <span
            aria-live="polite"
            className={cn(
              'text-xs tabular-nums',
              limit !== undefined && state.count >= limit ? 'text-tone-red' : 'text-muted',
            )}
          >
            {`${state.count}/${max}`}
          </span>
        ) : null}
      </div>
    </div>
  );
}
