import { CICILAN_STATES } from '@emas/domain';
import { messageText } from '../../lib/message-text';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The states a plan is searched by on /lihat-cicilan, ALL first. */
export const CICILAN_SEARCH_STATES = ['ALL', ...CICILAN_STATES] as const;
export type CicilanSearchState = (typeof CICILAN_SEARCH_STATES)[number];

const COLORS: Record<string, string> = {
  AKTIF: 'blue',
  JATUH_TEMPO: 'yellow',
  TELAT: 'orange',
  LUNAS: 'teal',
  DISERAHKAN: 'green',
  BATAL: 'gray',
  GAGAL_BAYAR: 'red',
};

/** A plan's state in the picked language, coloured by how urgent it is. */
export function CicilanStateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light" data-testid={testId}>
      {t(`cicilan.states.${state}`, { defaultValue: state })}
    </Badge>
  );
}

/**
 * A rule's refusal in the picked language. The two that carry an amount ('DP Cicilan Kurang Dari Minimal DP (Rp ..)',
 * 'Pembayaran Cicilan Melebihi Sisa Cicilan Dan Denda (Rp ..)') are message templates (messages/templates.ts
 * `cicilanAmounts`), so the server sends their code and amount too and every screen shows them translated.
 */
export function cicilanMessage(text: string): string {
  return messageText(text);
}
