import type { KeyboardEvent } from 'react';

/**
 * Keyboard entry (scanner friendly): Enter in a field moves to the next field marked
 * data-enter; Enter in the last one submits the form.
 */
export function enterMovesNext(e: KeyboardEvent<HTMLFormElement>): void {
  if (e.key !== 'Enter') return;
  const target = e.target as HTMLElement;
  if (!target.hasAttribute('data-enter')) return;
  e.preventDefault();
  const fields = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-enter]')).filter((el) => !(el as HTMLInputElement).disabled);
  const index = fields.indexOf(target);
  const next = fields[index + 1];
  if (next) next.focus();
  else e.currentTarget.requestSubmit();
}
