/**
 * Rewrites what was typed in place (upper case, digits only, ...) while keeping the caret where
 * the user was typing; setting `value` alone would throw the caret to the end.
 */
export function applyInputFilter(input: HTMLInputElement | HTMLTextAreaElement, filter: (text: string) => string): void {
  const before = input.value;
  const after = filter(before);
  if (after === before) return;
  const caret = input.selectionStart ?? before.length;
  input.value = after;
  const position = Math.max(0, Math.min(after.length, caret - (before.length - after.length)));
  input.setSelectionRange(position, position);
}

export const toUpper = (text: string) => text.toUpperCase();

