import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type RowActionButtonProps = {
  /** visible tooltip, e.g. 'Edit' */
  label: string;
  /** what the action acts on, e.g. the row's code; makes the accessible name unique per row */
  target: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
  testId?: string;
};

/** An icon button of a table row. Its accessible name is 'label target' ('Edit KASIRBDG'). */
export function RowActionButton({ label, target, icon, onClick, color, disabled, testId }: RowActionButtonProps) {
  const name = target ? `${label} ${target}` : label;
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="light" color={color} aria-label={name} title={name} data-testid={testId} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
