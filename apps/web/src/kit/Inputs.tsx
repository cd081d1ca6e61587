import { TextInput, type TextInputProps } from '@mantine/core';
import { addsMinusSign, maskRupiah } from '@emas/domain';
import { useState, type ChangeEvent, type ClipboardEvent, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterPercentage, filterText, filterWeight, nextMoneyValue, pastedMoneyValue, type TextFilter } from './input-filters';

type BaseProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'>;

/** Puts the caret back after the field's text was rewritten (upper-cased, filtered). */
function keepCaret(el: HTMLInputElement, typed: string, kept: string, position: number | null) {
  if (position === null) return;
  const target = Math.max(0, Math.min(kept.length, position - (typed.length - kept.length)));
  requestAnimationFrame(() => {
    if (document.activeElement === el) el.setSelectionRange(target, target);
  });
}

/**
 * Whether a mouse button or finger is down now (read when a field loses focus: a blur from a press on a button
 * happens at the press, before that button's click).
 */
let pointerDown = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pointerDown = true), true);
  window.addEventListener('pointerup', () => (pointerDown = false), true);
  window.addEventListener('pointercancel', () => (pointerDown = false), true);
}

/** Runs `fn` once the press that is down now is released and its click has been handled. */
function afterPress(fn: () => void) {
  window.addEventListener('pointerup', () => setTimeout(fn, 0), { once: true, capture: true });
}

/**
 * Refuses a minus typed or pasted into an unsigned number field (weight, money, quantity, percentage):
 * the edit is not taken and 'Tidak Boleh Minus !' shows under the field until it loses focus, so a sign
 * is never dropped silently (-10 read as 10). `refused(previous, next)` is true when the edit must be ignored.
 * Focus lost to a press (on Simpan, say) keeps the message until that press's click is handled: removing it
 * at the press would move the button from under the pointer and the click would be lost.
 */
function useMinusGuard(error: ReactNode, onBlur: ((e: FocusEvent<HTMLInputElement>) => void) | undefined) {
  const { t } = useTranslation();
  const [minus, setMinus] = useState(false);
  const refused = (previous: string, next: string): boolean => {
    const has = addsMinusSign(previous, next);
    if (has) setMinus(true);
    return has;
  };
  const blur = (e: FocusEvent<HTMLInputElement>) => {
    if (pointerDown) afterPress(() => setMinus(false));
    else setMinus(false);
    onBlur?.(e);
  };
  return { refused, error: minus ? t('kit.input.noMinus') : error, onBlur: blur };
}

/** Filters of numbers without a sign: a minus typed there is refused with a message. */
const UNSIGNED_FILTERS: readonly TextFilter[] = ['decimal', 'digits', 'twoDecimals'];

export type FilteredTextInputProps = BaseProps & {
  value: string;
  onChange: (value: string) => void;
  /** digits and dot, digits only, digits and minus, or at most 2 decimals */
  filter?: TextFilter;
  /** upper-case the text (the default for plain text fields, spec 000 §5) */
  upper?: boolean;
};

/** A text field with the product's input filters; plain text is upper-cased by default. */
export function FilteredTextInput({ value, onChange, filter, upper = true, inputMode, error, onBlur, ...rest }: FilteredTextInputProps) {
  const guard = useMinusGuard(error, onBlur);
  const unsigned = filter !== undefined && UNSIGNED_FILTERS.includes(filter);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const typed = el.value;
    if (unsigned && guard.refused(value, typed)) return;
    const kept = filterText(typed, filter, upper);
    onChange(kept);
    if (kept !== typed) keepCaret(el, typed, kept, el.selectionStart);
  };
  const numeric = filter === 'digits' || filter === 'signedDigits';
  return (
    <TextInput
      {...rest}
      inputMode={inputMode ?? (filter ? (numeric ? 'numeric' : 'decimal') : undefined)}
      value={value}
      onChange={handle}
      error={unsigned ? guard.error : error}
      onBlur={unsigned ? guard.onBlur : onBlur}
    />
  );
}

export type PercentInputProps = BaseProps & { value: string; onChange: (value: string) => void };

/** A percentage: at most 2 decimals, capped at 100 with 'Tidak Boleh Melebihi 100 !'. */
export function PercentInput({ value, onChange, error, onBlur, ...rest }: PercentInputProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const guard = useMinusGuard(over ? t('kit.input.percentOver100') : error, onBlur);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    if (guard.refused(value, e.currentTarget.value)) return;
    const result = filterPercentage(e.currentTarget.value);
    setOver(result.error !== null);
    onChange(result.value);
  };
  return (
    <TextInput {...rest} inputMode="decimal" rightSection="%" value={value} onChange={handle} error={guard.error} onBlur={guard.onBlur} />
  );
}

export type MoneyInputProps = BaseProps & {
  /** whole rupiah, null when empty */
  value: number | null;
  onChange: (value: number | null) => void;
  allowNegative?: boolean;
};

/** Money: shows the mask 'Rp. 1,234 ,-' while holding an integer number of rupiah. */
export function MoneyInput({ value, onChange, allowNegative = false, onPaste, error, onBlur, ...rest }: MoneyInputProps) {
  const guard = useMinusGuard(error, onBlur);
  const text = value === null || value === undefined ? '' : maskRupiah(value);
  const settle = (el: HTMLInputElement, next: number | null) => {
    onChange(next);
    if (next !== null) {
      // keep the caret just before the mask's ' ,-'
      const end = maskRupiah(next).length - 3;
      requestAnimationFrame(() => {
        if (document.activeElement === el) el.setSelectionRange(end, end);
      });
    }
  };
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    if (!allowNegative && guard.refused(text, e.currentTarget.value)) return;
    settle(e.currentTarget, nextMoneyValue(text, e.currentTarget.value, allowNegative));
  };
  // A paste is read here, where the pasted text is known apart from the field's: only it may carry
  // a decimal part to drop ('2.780.000,00'); the change that would follow is not needed.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(e);
    const pasted = e.clipboardData.getData('text/plain');
    if (e.defaultPrevented || !pasted) return;
    e.preventDefault();
    // a pasted mask's tail ('Rp 2.780.000,-') is no sign
    if (!allowNegative && guard.refused('', pasted.replace(/,-\s*$/, ''))) return;
    const el = e.currentTarget;
    const start = el.selectionStart ?? text.length;
    const end = el.selectionEnd ?? start;
    settle(el, pastedMoneyValue(text, start, end, pasted, allowNegative));
  };
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      value={text}
      onChange={handle}
      onPaste={paste}
      error={allowNegative ? error : guard.error}
      onBlur={allowNegative ? onBlur : guard.onBlur}
    />
  );
}

export type WeightInputProps = BaseProps & { value: string; onChange: (value: string) => void };

/** Weight in grams: digits and a dot, at most 3 decimals; a minus is refused with 'Tidak Boleh Minus !'. */
export function WeightInput({ value, onChange, error, onBlur, ...rest }: WeightInputProps) {
  const guard = useMinusGuard(error, onBlur);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const typed = el.value;
    if (guard.refused(value, typed)) return;
    const kept = filterWeight(typed);
    onChange(kept);
    if (kept !== typed) keepCaret(el, typed, kept, el.selectionStart);
  };
  return <TextInput {...rest} inputMode="decimal" rightSection="gr" value={value} onChange={handle} error={guard.error} onBlur={guard.onBlur} />;
}
