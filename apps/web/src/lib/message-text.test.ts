import { rowErrorMessage, STOCK_MESSAGES, statusRefusedMessage } from '@emas/domain';
import { dictionaries } from '@emas/domain/i18n/all';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../app/i18n';
import { messageText } from './message-text';

beforeAll(async () => {
  initI18n(undefined, dictionaries);
  await i18n.changeLanguage('en');
});

describe('a server message built from values, in the picked language', () => {
  it('fills the template of the picked language with the values, from the text or from the code and values sent', () => {
    const text = statusRefusedMessage('BDG0000001', 'PINDAH', 'HANCUR');
    const en = 'Barcode BDG0000001 cannot be moved because its status is HANCUR';
    expect(messageText(text)).toBe(en);
    expect(messageText(text, 'stockRefusals.pindah', { code: 'BDG0000001', status: 'HANCUR' })).toBe(en);
  });

  it('shows a message inside another (the first bad row of a many-rows insert) in the picked language too', () => {
    const inner = messageText(STOCK_MESSAGES.beratZero);
    expect(inner).not.toBe(STOCK_MESSAGES.beratZero);
    expect(messageText(rowErrorMessage(2, STOCK_MESSAGES.beratZero))).toBe(`Row 2: ${inner}`);
    expect(messageText('Baris 2: Berat tidak boleh 0', 'stockItems.rowError', { row: '2', message: STOCK_MESSAGES.beratZero })).toBe(`Row 2: ${inner}`);
  });
});
