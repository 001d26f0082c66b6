const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Deep equality of form values: primitives (NaN equals NaN), Dates by their time, arrays and plain
 * objects by content (a missing key equals undefined), anything else (a File) by identity.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValues(item, b[i]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  return false;
}

/** Whether any field the defaults declare now holds another value (fields without a default are not compared). */
export function changedFromDefaults(values: Record<string, unknown>, defaults: Record<string, unknown>): boolean {
  return Object.keys(defaults).some((key) => !sameValues(values[key], defaults[key]));
}
