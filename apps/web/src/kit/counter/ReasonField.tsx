import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The reason of a cancellation (required): its message goes as soon as the cashier types. */
export function ReasonField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return <Textarea label={t('salesHistory.batal.alasan')} withAsterisk autosize minRows={2} value={value} error={error} onChange={(e) => onChange(e.currentTarget.value)} />;
}
