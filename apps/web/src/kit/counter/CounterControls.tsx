import { Badge, Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../lib/notify';
import { useGuardUnsaved } from './counter-hooks';

/** A badge whose text wraps inside its column instead of being cut ('HARGA DIUBAH (HARGA 2,730,000)'). */
const WRAPPING_BADGE = { label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'right' } } as const;

/** A scanner's field (barcode, receipt number): what is typed reads in capitals; Enter is the caller's. */
export function ScanField({ inputRef, value, onChange, ...rest }: Omit<TextInputProps, 'value' | 'onChange'> & { inputRef?: Ref<HTMLInputElement>; value: string; onChange: (text: string) => void }) {
  return <TextInput ref={inputRef} value={value} onChange={(e) => onChange(e.currentTarget.value.toUpperCase())} {...rest} />;
}

/** Under a price the cashier changed: what the server computed, and a button back to it. */
export function PriceNote({ text, resetLabel, onReset }: { text: string; resetLabel: string; onReset: () => void }) {
  return (
    <Stack gap={2} align="flex-end" mt={2}>
      <Badge size="xs" color="orange" h="auto" py={2} styles={WRAPPING_BADGE}>
        {text}
      </Badge>
      <Button size="compact-xs" variant="subtle" onClick={onReset}>
        {resetLabel}
      </Button>
    </Stack>
  );
}

/**
 * What every counter screen does around its save: F2 saves (inside a field too), leaving with lines
 * on the screen asks first, and the answer is the reset: the screen is emptied after a Ya/Tidak, at
 * once when nothing is on it.
 */
export function useCounterKeys({ dirty, save, clear, resetConfirm }: { dirty: boolean; save: () => Promise<unknown>; clear: () => void; resetConfirm: string }): () => Promise<void> {
  const { t } = useTranslation();
  // the second argument lists the tags F2 is ignored in: none
  useHotkeys([['F2', () => void save()]], []);
  useGuardUnsaved(dirty, t('sales.counter.leaveUnsaved'));
  return async () => {
    if (!dirty || (await confirmDialog(resetConfirm))) clear();
  };
}

/** Save and Batal Transaksi, one above the other: side by side, 'Batal Transaksi' did not fit a 1366 px laptop's column. */
export function CounterButtons({
  saving,
  disabled,
  onSave,
  onReset,
  saveLabel,
  resetLabel,
  testIdPrefix,
}: {
  saving: boolean;
  /** Batal is off while anything runs (a lookup, the save) */
  disabled: boolean;
  onSave: () => void;
  onReset: () => void;
  saveLabel: string;
  resetLabel: string;
  /** 'counter' -> counter-save, counter-reset */
  testIdPrefix: string;
}) {
  return (
    <Stack gap="xs">
      <Button size="md" fullWidth leftSection={<IconDeviceFloppy size={18} />} loading={saving} onClick={onSave} data-testid={`${testIdPrefix}-save`}>
        {saveLabel}
      </Button>
      <Button size="md" fullWidth variant="light" color="red" leftSection={<IconX size={18} />} disabled={disabled} onClick={onReset} data-testid={`${testIdPrefix}-reset`}>
        {resetLabel}
      </Button>
    </Stack>
  );
}
