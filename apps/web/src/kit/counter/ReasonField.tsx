import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The reason of a cancellation as typed, and why it was refused; the message goes as soon as the cashier types. */
export function useReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    change: (next: string) => {
      setValue(next);
      setError(null);
    },
    refuse: setError,
    reset: () => {
      setValue('');
      setError(null);
    },
  };
}

export type Reason = ReturnType<typeof useReason>;

/** The reason of a cancellation (required); `label` names another kind of reason (a take-back's). */
export function ReasonField({ reason, label }: { reason: Reason; label?: string }) {
  const { t } = useTranslation();
  return <Textarea label={label ?? t('salesHistory.batal.alasan')} withAsterisk autosize minRows={2} value={reason.value} error={reason.error} onChange={(e) => reason.change(e.currentTarget.value)} />;
}
