import { lazy, Suspense, useId } from 'react';
import { EditorLabel } from './EditorLabel';

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  /** Character limit enforced by the editor (CharacterCount). */
  limit?: number;
  /** Number shown after the slash of the counter when it differs from the limit (e.g. 670 vs 677). */
  counterMax?: number;
  placeholder?: string;
  label?: string;
  /** Marks the label as required (an empty editor is refused by the form's rule). */
  required?: boolean;
  error?: string;
  id?: string;
}

// tiptap/ProseMirror are heavy: they load only when an editor is actually on screen.
const RichTextEditorImpl = lazy(() => import('./RichTextEditorImpl'));

function EditorSkeleton({ label, required, id }: { label?: string; required?: boolean; id: string }) {
  return (
    <div className="w-full">
      {label ? <EditorLabel id={id} label={label} required={required} /> : null}
      <div aria-busy="true" className="h-[13.5rem] animate-pulse rounded-lg border border-line-strong bg-canvas" />
    </div>
  );
}

/** Rich text editing (bold, italic, lists, undo/redo) with a "N/max" counter. */
export function RichTextEditor(props: RichTextEditorProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  return (
    <Suspense fallback={<EditorSkeleton label={props.label} required={props.required} id={id} />}>
      <RichTextEditorImpl {...props} id={id} />
    </Suspense>
  );
}
