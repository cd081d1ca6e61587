import { TextInput, type TextInputProps } from '@mantine/core';
import { maskRupiah } from '@emas/domain';
import { useState, type ChangeEvent, type ClipboardEvent } from 'react';
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

export type FilteredTextInputProps = BaseProps & {
  value: string;
  onChange: (value: string) => void;
  /** digits and dot, digits only, digits and minus, or at most 2 decimals */
  filter?: TextFilter;
  /** upper-case the text (the default for plain text fields, spec 000 §5) */
  upper?: boolean;
};

/** A text field with the product's input filters; plain text is upper-cased by default. */
export function FilteredTextInput({ value, onChange, filter, upper = true, inputMode, ...rest }: FilteredTextInputProps) {
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const typed = el.value;
    const kept = filterText(typed, filter, upper);
    onChange(kept);
    if (kept !== typed) keepCaret(el, typed, kept, el.selectionStart);
  };
  const numeric = filter === 'digits' || filter === 'signedDigits';
  return <TextInput {...rest} inputMode={inputMode ?? (filter ? (numeric ? 'numeric' : 'decimal') : undefined)} value={value} onChange={handle} />;
}

export type PercentInputProps = BaseProps & { value: string; onChange: (value: string) => void };

/** A percentage: at most 2 decimals, capped at 100 with 'Tidak Boleh Melebihi 100 !'. */
export function PercentInput({ value, onChange, error, ...rest }: PercentInputProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const result = filterPercentage(e.currentTarget.value);
    setOver(result.error !== null);
    onChange(result.value);
  };
  return (
    <TextInput {...rest} inputMode="decimal" rightSection="%" value={value} onChange={handle} error={over ? t('kit.input.percentOver100') : error} />
  );
}

export type MoneyInputProps = BaseProps & {
  /** whole rupiah, null when empty */
  value: number | null;
  onChange: (value: number | null) => void;
  allowNegative?: boolean;
};

/** Money: shows the mask 'Rp. 1,234 ,-' while holding an integer number of rupiah. */
export function MoneyInput({ value, onChange, allowNegative = false, onPaste, ...rest }: MoneyInputProps) {
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
  const handle = (e: ChangeEvent<HTMLInputElement>) => settle(e.currentTarget, nextMoneyValue(text, e.currentTarget.value, allowNegative));
  // A paste is read here, where the pasted text is known apart from the field's: only it may carry
  // a decimal part to drop ('2.780.000,00'); the change that would follow is not needed.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(e);
    const pasted = e.clipboardData.getData('text/plain');
    if (e.defaultPrevented || !pasted) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? text.length;
    const end = el.selectionEnd ?? start;
    settle(el, pastedMoneyValue(text, start, end, pasted, allowNegative));
  };
  return <TextInput {...rest} inputMode="numeric" value={text} onChange={handle} onPaste={paste} />;
}

export type WeightInputProps = BaseProps & { value: string; onChange: (value: string) => void };

/** Weight in grams: digits and a dot, at most 3 decimals. */
export function WeightInput({ value, onChange, ...rest }: WeightInputProps) {
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const typed = el.value;
    const kept = filterWeight(typed);
    onChange(kept);
    if (kept !== typed) keepCaret(el, typed, kept, el.selectionStart);
  };
  return <TextInput {...rest} inputMode="decimal" rightSection="gr" value={value} onChange={handle} />;
}
