import { Group, TextInput } from '@mantine/core';
import { MEMBER_REVOKE_LEVELS, type MemberLink } from '@emas/domain';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../kit/CrudPage';
import { absoluteMemberUrl } from '../../kit/receipt';
import { api } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { MemberLinkModal } from './MemberLinkModal';
import { memberResource } from './member-resource';

/**
 * /master-member: the member book on the CRUD kit, with a server search (name, phone, code) above the table; per row
 * "Link Member" (a new member page link with its QR) and, for SPV/OWN/SU, "Cabut Semua Link" after a confirmation.
 */
export function MemberMasterPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const csv = user?.level === 'SU' || user?.level === 'MU';
  const canRevoke = (MEMBER_REVOKE_LEVELS as readonly string[]).includes(user?.level ?? '');
  const [link, setLink] = useState<(MemberLink & { absolute: string }) | null>(null);
  const resource = useMemo(
    () =>
      memberResource(t, {
        csv,
        onLink: async (kode) => {
          try {
            const res = await api.post<MemberLink>(`member-page/link/${encodeURIComponent(kode)}`);
            setLink({ ...res.data, absolute: absoluteMemberUrl(res.data.url) });
          } catch (error) {
            notifyApiError(error, t('members.link.linkButton'));
          }
        },
        onRevoke: canRevoke
          ? async (kode) => {
              if (!(await confirmDialog(t('members.link.revokeConfirm', { code: kode }), { confirmLabel: t('members.link.revokeYes'), cancelLabel: t('members.cancel') }))) return;
              try {
                const res = await api.post<{ dicabut: number }>(`member-page/revoke/${encodeURIComponent(kode)}`);
                notify.success(t('members.link.revokeDone', { count: res.data.dicabut }));
              } catch (error) {
                notifyApiError(error, t('members.link.revokeButton'));
              }
            }
          : null,
      }),
    [t, csv, canRevoke],
  );
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
      <MemberLinkModal link={link} onClose={() => setLink(null)} />
    </>
  );
}
