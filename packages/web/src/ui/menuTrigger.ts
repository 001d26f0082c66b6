// No outline utilities: `focus:outline-none` here hid the keyboard focus (issue 12); index.css draws it.
/** The look of a DropdownMenu's trigger, shared with the plain button that stands in before the menu loads. */
export const MENU_TRIGGER_CLASSES = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-ink hover:bg-ink/5';
