import { formatWeight, type KirimRow } from '@emas/domain';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Weight with 3 decimals (grams). */
export const weightText = (grams: number): string => formatWeight(grams);

/** Query keys of the receiving screens, per store acted on. */
export function useReceivingKeys() {
  const { kodeToko } = useSession();
  return {
    pending: ['receiving', 'pending', kodeToko] as const,
    kirim: (noKirim: string) => ['receiving', 'kirim', kodeToko, noKirim] as const,
    scan: (noKirim: string) => ['receiving', 'scan', kodeToko, noKirim] as const,
    terima: ['receiving', 'terima', kodeToko] as const,
    faktur: ['receiving', 'faktur', kodeToko] as const,
  };
}

/** Shipments to the store not received yet (GET kirim-barang/unreceive/list-no-kirim). */
export function usePendingShipments() {
  const keys = useReceivingKeys();
  return useQuery({ queryKey: keys.pending, queryFn: async () => (await api.get<KirimRow[]>('kirim-barang/unreceive/list-no-kirim')).data });
}

/** A select of the pending shipments. */
export function PendingShipmentSelect({ value, onChange, disabled }: { value: string; onChange: (noKirim: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const pending = usePendingShipments();
  const rows = pending.data ?? [];
  const options = [
    { value: '', label: rows.length || pending.isLoading ? t('receiving.common.choose') : t('receiving.common.noPending') },
    ...rows.map((r) => ({
      value: r.no_kirim,
      label: `${r.no_kirim} · ${r.kode_toko_asal ?? ''} ${r.nama_toko_asal} · ${t('receiving.common.items', { count: r.total_qty })} · ${weightText(r.total_berat)} g`,
    })),
  ];
  return <NativeSelect label={t('receiving.common.chooseKirim')} data={options} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />;
}
