import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_LABELS,
  APPROVAL_OPERATIONS,
  approvalClient,
  approvalQrText,
  approvalRequiredMessage,
  AUTH_KEY_LENGTH,
  AUTHORIZATION_MESSAGES,
  manualApprovalRequest,
  parseApprovalQr,
  qrGenerateRequest,
  QR_CHANNEL_DELAY_MS,
  sameKeystore,
} from './index';

describe('authorization constants and messages', () => {
  it('fixes the spec numbers and texts', () => {
    expect(AUTH_KEY_LENGTH).toBe(12);
    expect(QR_CHANNEL_DELAY_MS).toBe(2000);
    expect(AUTHORIZATION_MESSAGES.qrGenerateFailed).toBe('Gagal meminta qr code ke server, silahkan otorisasi manual');
    expect(AUTHORIZATION_MESSAGES.qrRejected).toBe('Permintaan Otorisasi QR ditolak');
    expect(AUTHORIZATION_MESSAGES.sendFailed).toBe('Terjadi Kesalahan Saat Mengirim Data');
    for (const op of APPROVAL_OPERATIONS) expect(APPROVAL_LABELS[op]).toBeTruthy();
  });

  it('names the missing approvals', () => {
    expect(approvalRequiredMessage(['UBAH_HARGA', 'DISKON'])).toBe('Perlu otorisasi supervisor: Ubah Harga, Diskon');
  });

  it('client is the shop code with spaces as underscores; keys compare upper-case', () => {
    expect(approvalClient('TOKO BARU 1')).toBe('TOKO_BARU_1');
    expect(sameKeystore('abcDEF123456', 'ABCdef123456')).toBe(true);
    expect(sameKeystore('ABCDEF123456', 'ABCDEF123457')).toBe(false);
    expect(sameKeystore('', '')).toBe(false);
  });
});

describe('QR payload', () => {
  it('reads back what the dialog encodes, for any key and id', () => {
    const key = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abc'), minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(key, fc.string(), fc.string(), (keystore, client, id) => {
        expect(parseApprovalQr(approvalQrText({ client, keystore, id }))).toEqual({ client, keystore: keystore.toUpperCase(), id });
      }),
    );
  });

  it('accepts a bare key and refuses anything else', () => {
    expect(parseApprovalQr(' abcdefghij12 ')).toEqual({ client: '', keystore: 'ABCDEFGHIJ12', id: '' });
    expect(parseApprovalQr('FJ-BDG-000001')).toBeNull();
    expect(parseApprovalQr('{"keystore":"SHORT"}')).toBeNull();
    expect(parseApprovalQr('null')).toBeNull();
  });
});

describe('schemas', () => {
  it('manual request: upper-cases the user id, requires both fields, rejects unknown operations', () => {
    expect(manualApprovalRequest.parse({ operasi: 'DISKON', user_id: ' spvbdg ', password: 'x', nilai: '75000' })).toMatchObject({ user_id: 'SPVBDG', nilai: 75000 });
    expect(manualApprovalRequest.safeParse({ operasi: 'DISKON', user_id: '', password: 'x' }).error?.issues[0]?.message).toBe('User Id Tidak Boleh Kosong');
    expect(manualApprovalRequest.safeParse({ operasi: 'DISKON', user_id: 'A' }).error?.issues[0]?.message).toBe('Password Tidak Boleh Kosong');
    expect(manualApprovalRequest.safeParse({ operasi: 'X', user_id: 'A', password: 'x' }).error?.issues[0]?.message).toBe('Operasi otorisasi tidak valid');
  });

  it('generate request: the spec 000 §3 record with a 12-character key', () => {
    const parsed = qrGenerateRequest.parse({ client: 'BDG', keystore: 'abcdefghij12', client_notes: null, status: 'OPEN', event: '', input_by: 'K', input_date: 'x', operasi: 'UBAH_HARGA' });
    expect(parsed).toMatchObject({ keystore: 'ABCDEFGHIJ12', event: '-', client_notes: '', status: 'OPEN' });
    expect(qrGenerateRequest.safeParse({ client: 'BDG', keystore: 'abc', operasi: 'UBAH_HARGA' }).error?.issues[0]?.message).toBe(AUTHORIZATION_MESSAGES.keystoreInvalid);
  });
});
