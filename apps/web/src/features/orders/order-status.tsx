import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { OPEN: 'blue', DONE: 'yellow', FINISH: 'teal', BATAL: 'red' };

/** An order's state: OPEN, DONE (ready for pick-up), FINISH (picked up), BATAL. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="status-badge">
      {t(`orders.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
