import type { PawnLoan } from '@emas/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { ok, renderScreen, sessionUser } from '../../kit/test-app';
import { LoanDetailModal } from './LoanDetailModal';
import { LOAN_FIXTURE } from './loan-fixtures';
import { emptyPiece, pieceBody, type PieceForm } from './pawn-api';
import { PiecesEditor } from './PiecesEditor';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const NO = LOAN_FIXTURE.no_faktur_hutang;
const LOAN = LOAN_FIXTURE;

function Editor({ onPieces }: { onPieces: (p: PieceForm[]) => void }) {
  const [pieces, setPieces] = useState<PieceForm[]>([emptyPiece(), emptyPiece()]);
  return (
    <PiecesEditor
      pieces={pieces}
      onChange={(next) => {
        setPieces(next);
        onPieces(next);
      }}
      errors={{}}
    />
  );
}

describe('photos of pledged pieces', () => {
  it('a piece takes a photo (uploaded at once), keeps its key for the loan and shows its preview', async () => {
    let latest: PieceForm[] = [];
    const { calls, container } = renderScreen(<Editor onPieces={(p) => (latest = p)} />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.method === 'POST' && r.path === 'hutang/foto' ? ok({ foto: 'BDG/HUTANG/0123456789abcdef.jpg', size: 1000 }, 'Foto Barang Jaminan Tersimpan') : r.method === 'GET' ? ok([]) : undefined),
    });
    expect(screen.getByRole('button', { name: 'Foto barang 2' })).toHaveTextContent('Foto');
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs).toHaveLength(2);
    expect(inputs[1]!.accept).toBe('image/png,image/jpeg,image/webp');
    fireEvent.change(inputs[1]!, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gelang.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(latest[1]?.foto).toBe('BDG/HUTANG/0123456789abcdef.jpg'));
    expect(calls.filter((c) => c.path === 'hutang/foto')).toHaveLength(1);
    expect(latest[0]!.foto).toBeNull();
    expect(await screen.findByTestId('barang-foto-preview-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto barang 2' })).toHaveTextContent('Ganti Foto');
    // the loan names the key on its piece; a piece without a photo names none
    expect(pieceBody(latest[1]!).foto).toBe('BDG/HUTANG/0123456789abcdef.jpg');
    expect(pieceBody(latest[0]!).foto).toBeUndefined();
  });

  it('the loan detail shows each piece photo for the cashier to check and sends the receipt by WhatsApp', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<LoanDetailModal no={NO} onClose={() => undefined} />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) =>
        r.path === `hutang/${NO}`
          ? ok(LOAN)
          : r.path === `hutang/${NO}/foto/1`
            ? ok({})
            : r.path === 'hutang/whatsapp'
              ? ok({ success: true, receiver: '62812' }, 'Nota Hutang Berhasil Dikirim')
              : r.method === 'GET'
                ? ok([])
                : undefined,
    });
    expect(await screen.findByTestId('hutang-foto-1')).toBeInTheDocument();
    expect(screen.queryByTestId('hutang-foto-2')).toBeNull();
    expect(calls.some((c) => c.path === `hutang/${NO}/foto/2`)).toBe(false);
    await user.click(screen.getByTestId('hutang-wa-hutang'));
    await waitFor(() => expect(calls.find((c) => c.path === 'hutang/whatsapp')).toMatchObject({ method: 'POST', body: { no_faktur_hutang: NO, jenis: 'HUTANG' } }));
    expect(await screen.findByText('Nota Hutang Berhasil Dikirim')).toBeInTheDocument();
  });

  it('a redeemed loan offers its redemption receipt by WhatsApp', async () => {
    const user = userEvent.setup({ delay: null });
    const lunas: PawnLoan = { ...LOAN, status: 'LUNAS', keadaan: 'LUNAS', tgl_lunas: '2026-11-26', detail_barang: LOAN.detail_barang.map((p) => ({ ...p, status: 'KEMBALI' })) };
    const { calls } = renderScreen(<LoanDetailModal no={NO} onClose={() => undefined} />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      api: (r) => (r.path === `hutang/${NO}` ? ok(lunas) : r.path === 'hutang/whatsapp' ? ok({ success: true, receiver: '62812' }, 'Nota Hutang Berhasil Dikirim') : r.method === 'GET' ? ok([]) : undefined),
    });
    await user.click(await screen.findByTestId('hutang-wa-tebus'));
    await waitFor(() => expect(calls.find((c) => c.path === 'hutang/whatsapp')).toMatchObject({ body: { no_faktur_hutang: NO, jenis: 'TEBUS' } }));
    expect(screen.queryByTestId('hutang-tebus')).toBeNull();
  });
});
