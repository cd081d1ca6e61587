import { LANGUAGES } from '@emas/domain';
import { Select, type StyleProp } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconBuildingStore, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../app/i18n';
import { useSession } from '../../lib/session';
import { usePickStore, useStores } from '../../kit/use-active-store';

type PickerProps = { withLabel?: boolean; w?: StyleProp<CSSProperties['width']> };

/** The interface language (id, en, it, hk, my, jp); the choice is remembered in storage. */
export function LanguagePicker({ withLabel = false, w }: PickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('shell.language')}
      label={withLabel ? t('shell.language') : undefined}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`shell.languages.${lang}`) }))}
      value={(LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'id'}
      onChange={(value) => value && changeLanguage(value)}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} />}
      comboboxProps={{ withinPortal: true }}
      size="xs"
      w={w}
    />
  );
}

/** 'Pilih Toko': head-office users work on another store of the chain; nothing for branch users. */
export function StorePicker({ withLabel = false, w }: PickerProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { headOffice, stores } = useStores();
  const pickStore = usePickStore();
  if (!headOffice) return null;
  return (
    <Select
      aria-label={t('shell.pickStore')}
      label={withLabel ? t('shell.pickStore') : undefined}
      placeholder={t('shell.pickStore')}
      data={stores.map((s) => ({ value: s.kode_toko, label: `${s.kode_toko} - ${s.nama_toko}` }))}
      value={stores.length ? session.kodeToko : null}
      onChange={(value) => value && void pickStore(value)}
      allowDeselect={false}
      searchable
      leftSection={<IconBuildingStore size={16} />}
      comboboxProps={{ withinPortal: true }}
      size="xs"
      w={w}
      data-testid="store-picker"
    />
  );
}
