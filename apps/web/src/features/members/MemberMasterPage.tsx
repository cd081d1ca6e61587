import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../kit/CrudPage';
import { useSession } from '../../lib/session';
import { memberResource } from './member-resource';

/** /master-member: the member book on the CRUD kit, with a server search (name, phone, code) above the table. */
export function MemberMasterPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const csv = user?.level === 'SU' || user?.level === 'MU';
  const resource = useMemo(() => memberResource(t, { csv }), [t, csv]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  return (
    <>
      <Group mb="sm">
        <TextInput
          label={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setSearch(typed.trim());
          }}
          onBlur={() => setSearch(typed.trim())}
          w={360}
          data-testid="member-search"
        />
      </Group>
      <CrudPage resource={resource} query={search ? { search } : undefined} />
    </>
  );
}
