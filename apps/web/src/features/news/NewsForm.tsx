import { LEVELS, type Level, type NewsItem, type NewsRequest } from '@emas/domain';
import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  item: NewsItem | null;
  stores: readonly { kode_toko: string; nama_toko: string }[];
  saving: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSave: (body: NewsRequest) => void;
};

/** Add / edit a news item: title, text, the levels and the stores that see it (none ticked: every store). */
export function NewsForm({ opened, item, stores, saving, errors, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [judul, setJudul] = useState('');
  const [isi, setIsi] = useState('');
  const [levels, setLevels] = useState<string[]>([]);
  const [toko, setToko] = useState<string[]>([]);
  const [aktif, setAktif] = useState(true);

  useEffect(() => {
    if (!opened) return;
    setJudul(item?.judul ?? '');
    setIsi(item?.isi ?? '');
    setLevels(item?.levels ?? ['KASIR', 'SPV']);
    setToko(item?.toko ?? []);
    setAktif(item?.aktif ?? true);
  }, [opened, item]);

  return (
    <Modal opened={opened} onClose={onClose} title={item ? t('news.edit') : t('news.add')} size="lg" closeOnClickOutside={false} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ judul, isi, levels: levels as Level[], toko, aktif });
        }}
      >
        <Stack>
          <TextInput label={t('news.judul')} value={judul} onChange={(e) => setJudul(e.currentTarget.value)} error={errors.judul} maxLength={100} withAsterisk data-testid="news-judul" />
          <Textarea label={t('news.isi')} value={isi} onChange={(e) => setIsi(e.currentTarget.value)} error={errors.isi} maxLength={1000} autosize minRows={3} withAsterisk data-testid="news-isi" />
          <Checkbox.Group label={t('news.levels')} value={levels} onChange={setLevels} error={errors.levels} withAsterisk>
            <Group mt={4}>
              {LEVELS.map((l) => (
                <Checkbox key={l} value={l} label={t(`news.level.${l}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label={t('news.toko')}
            description={t('news.tokoHint')}
            data={stores.map((s) => ({ value: s.kode_toko, label: `${s.kode_toko} - ${s.nama_toko}` }))}
            value={toko}
            onChange={setToko}
            error={errors.toko}
            clearable
            searchable
          />
          <Switch label={t('news.aktif')} checked={aktif} onChange={(e) => setAktif(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="news-save">
              {saving ? t('common.saving') : t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
