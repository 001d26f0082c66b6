/** The editor's label, with the required marker the other fields use. */
export function EditorLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink-soft">
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-tone-red">
          *
        </span>
      ) : null}
    </span>
  );
}
