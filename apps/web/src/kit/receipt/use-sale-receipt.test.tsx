import { DEFAULT_SETTING_NOTA } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../test-app';
import { saleReceiptFixture } from './receipt-fixtures';
import { useSaleReceiptPrinting } from './use-sale-receipt';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const member = { ...saleReceiptFixture(), kode_member: 'MBDG00001', poin: { kode_member: 'MBDG00001', didapat: 4, saldo: 20 } };
const walkIn = saleReceiptFixture();

function Sender() {
  const { sendWa } = useSaleReceiptPrinting();
  return (
    <>
      <button onClick={() => void sendWa(member)}>member</button>
      <button onClick={() => void sendWa(walkIn)}>walk-in</button>
    </>
  );
}

const api = (linkOk: boolean) => (r: FakeRequest) => {
  if (r.path === 'setting-nota') return ok({ ...DEFAULT_SETTING_NOTA, template_wa: 'Nota {no_faktur}' });
  if (r.path === 'chat/send') return ok({ success: true });
  if (r.path === 'member-page/link/MBDG00001' && r.method === 'POST') {
    return linkOk ? ok({ kode_member: 'MBDG00001', token: 'T1.1790000000.S', url: '/member/T1.1790000000.S', berlaku_sampai: '2026-12-26T00:00:00.000Z' }) : fail(403, 'Akses ditolak');
  }
  return undefined;
};

describe('useSaleReceiptPrinting: the member page link', () => {
  it("a member's WhatsApp invoice carries the link, asked once per member; a walk-in's asks nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Sender />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), modules: { MEMBER_MODULE: true }, api: api(true) });
    await waitFor(() => expect(calls.some((c) => c.path === 'setting-nota')).toBe(true));
    await user.click(screen.getByText('walk-in'));
    await waitFor(() => expect(calls.filter((c) => c.path === 'chat/send')).toHaveLength(1));
    expect(calls.some((c) => c.path.startsWith('member-page'))).toBe(false);
    expect((calls.find((c) => c.path === 'chat/send')!.body as { message: string }).message).not.toContain('/member/');

    await user.click(screen.getByText('member'));
    await user.click(screen.getByText('member'));
    await waitFor(() => expect(calls.filter((c) => c.path === 'chat/send')).toHaveLength(3));
    expect(calls.filter((c) => c.path === 'member-page/link/MBDG00001')).toHaveLength(1);
    const sent = calls.filter((c) => c.path === 'chat/send').map((c) => (c.body as { message: string }).message);
    for (const text of sent.slice(1)) {
      expect(text).toContain('Poin didapat: 4, saldo poin Anda: 20');
      expect(text.endsWith(`\nCek poin Anda: ${window.location.origin}/member/T1.1790000000.S`)).toBe(true);
    }
  });

  it('sends without the link when the link cannot be had', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Sender />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), modules: { MEMBER_MODULE: true }, api: api(false) });
    await waitFor(() => expect(calls.some((c) => c.path === 'setting-nota')).toBe(true));
    await user.click(screen.getByText('member'));
    await waitFor(() => expect(calls.filter((c) => c.path === 'chat/send')).toHaveLength(1));
    const text = (calls.find((c) => c.path === 'chat/send')!.body as { message: string }).message;
    expect(text).toContain('Poin didapat: 4');
    expect(text).not.toContain('/member/');
  });
});
