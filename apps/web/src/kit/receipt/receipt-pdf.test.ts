import { dictionaries } from '@emas/domain/i18n/all';
import { DEFAULT_SETTING_NOTA, formatRupiah, type SettingNota } from '@emas/domain';
import JsBarcode from 'jsbarcode';
import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { columnEdges, RECEIPT_ADDRESS, receiptLine, saleReceiptFixture } from './receipt-fixtures';
import { buildReceiptPdf } from './receipt-pdf';
import { fillWaTemplate, saleReceiptModel } from './sale-receipt';

beforeAll(() => {
  initI18n(undefined, dictionaries);
});

const AT = new Date('2026-11-22T08:45:10.000Z');
const settings = (over: Partial<SettingNota> = {}): SettingNota => ({ ...DEFAULT_SETTING_NOTA, ...over });

async function pdfText(bytes: ArrayBuffer): Promise<{ text: string; pages: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((p) => p.text) };
  } finally {
    await parser.destroy();
  }
}

/** Filled rectangles in the uncompressed content streams: each bar and each QR run is one `re` + `f`. */
const rectCount = (raw: string) => raw.match(/ re\s*\n\s*f/g)?.length ?? 0;

/** Bars of JsBarcode's own CODE128 encoding of a text: the runs of '1'. */
function jsBarcodeRuns(text: string): number {
  const data: { encodings?: { data: string }[] } = {};
  JsBarcode(data, text, { format: 'CODE128', height: 40, width: 2 });
  return (data.encodings ?? []).map((e) => e.data).join('').match(/1+/g)?.length ?? 0;
}

/** Runs of dark modules per row of the level-L QR of a text. */
function qrRunCount(text: string): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  let runs = 0;
  for (let r = 0; r < modules.size; r += 1) {
    let prev = false;
    for (let c = 0; c < modules.size; c += 1) {
      const dark = Boolean(modules.get(r, c));
      if (dark && !prev) runs += 1;
      prev = dark;
    }
  }
  return runs;
}

describe('sale receipt PDF', () => {
  it('prints the header, info, text fields cut at 20 characters, lines, totals, payments, note and the printed-by footer', async () => {
    const receipt = saleReceiptFixture();
    const doc = buildReceiptPdf(saleReceiptModel(receipt, { settings: settings(), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }));
    const { text, pages } = await pdfText(doc.output('arraybuffer'));
    expect(pages).toHaveLength(1);
    expect(text).toContain('TOKO EMAS BANDUNG');
    expect(text).toContain(RECEIPT_ADDRESS.slice(0, 48).trim());
    expect(text).toContain('NOTA PENJUALAN');
    expect(text).toContain('FJBDG2611220001');
    expect(text).toContain('KASIRBDG');
    expect(text).toContain('S01 - RINA');
    for (const code of ['BDG0000101', 'BDG0000102']) expect(text).toContain(code);
    expect(text).toContain('CINCIN EMAS 101');
    expect(text).toContain('2.345');
    expect(text).toContain('P17 75');
    expect(text).toContain('2,395,000');
    expect(text).toContain(formatRupiah(4_790_000));
    expect(text).toContain('KARTU BCA 1234567890');
    expect(text).toContain(`gesek ${formatRupiah(4_080_000)}`);
    expect(text).toContain('TUNAI');
    // 'IBU SITI AMINAH BINTI ABDULLAH' is cut into lines of 20 characters
    expect(text).toContain('IBU SITI AMINAH BINT');
    expect(text).not.toContain('IBU SITI AMINAH BINTI ABDULLAH');
    // the store's note, cut too
    expect(text).toContain(DEFAULT_SETTING_NOTA.catatan.slice(0, 20));
    expect(text).toContain('Printed By KASIRBDG / 22-11-2026 15:45:10');
  });

  it('draws the receipt number as CODE128 bars (one rectangle per bar of JsBarcode) and a level-L QR', () => {
    const receipt = saleReceiptFixture();
    const onlyBarcode = buildReceiptPdf(
      saleReceiptModel(receipt, { settings: settings({ tampil_qr: false }), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }),
    );
    expect(rectCount(onlyBarcode.output())).toBe(jsBarcodeRuns('FJBDG2611220001'));
    const both = buildReceiptPdf(saleReceiptModel(receipt, { settings: settings(), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }));
    expect(rectCount(both.output())).toBe(jsBarcodeRuns('FJBDG2611220001') + qrRunCount('FJBDG2611220001'));
    const none = buildReceiptPdf(
      saleReceiptModel(receipt, { settings: settings({ tampil_qr: false, tampil_barcode: false }), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }),
    );
    expect(rectCount(none.output())).toBe(0);
  });

  it('prints two copies with DUPLICATE_NOTA_MODULE', async () => {
    const receipt = saleReceiptFixture();
    const doc = buildReceiptPdf(saleReceiptModel(receipt, { settings: settings({ tampil_qr: false }), duplicate: true, printedBy: 'KASIRBDG', printedAt: AT }));
    const { pages } = await pdfText(doc.output('arraybuffer'));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain('NOTA PENJUALAN');
      expect(page).toContain('BDG0000101');
      expect(page).toContain('Printed By KASIRBDG');
    }
    expect(pages[0]).toContain('COPY CUSTOMER');
    expect(pages[1]).toContain('COPY TOKO');
    expect(rectCount(doc.output())).toBe(2 * jsBarcodeRuns('FJBDG2611220001'));
  });

  it('a marketplace sale has an internal copy and a customer copy with the buy-back terms', async () => {
    const receipt = saleReceiptFixture({
      pembayaran: [{ jenis: 'MARKETPLACE', jumlah_rp: 4_790_000, kode_bank: null, no_rekening: null, fee_persen: 0, jumlah_gesek: 4_790_000, kode_marketplace: 'TOKPED' }],
      total_bayar: 4_790_000,
      kembalian: 0,
    });
    const doc = buildReceiptPdf(saleReceiptModel(receipt, { settings: settings(), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }));
    const { pages } = await pdfText(doc.output('arraybuffer'));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('COPY INTERNAL');
    expect(pages[0]).not.toContain('3 bulan');
    expect(pages[1]).toContain('COPY CUSTOMER');
    expect(pages[1]!.replace(/\s+/g, ' ')).toContain('dalam waktu 3 bulan');
    expect(pages[1]).toContain('MARKETPLACE TOKPED');
  });

  it('respects the settings: no price per gram or ongkos columns, the note on the back page, the mobile roll', async () => {
    const receipt = saleReceiptFixture();
    const back = buildReceiptPdf(
      saleReceiptModel(receipt, {
        settings: settings({ tampil_harga_per_gram: false, tampil_ongkos: false, posisi: 'BELAKANG', catatan: 'BARANG DAPAT DITUKAR' }),
        duplicate: false,
        printedBy: 'KASIRBDG',
        printedAt: AT,
      }),
    );
    const { pages } = await pdfText(back.output('arraybuffer'));
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Harga/Gr');
    expect(pages[0]).not.toContain('Ongkos');
    expect(pages[0]).not.toContain('BARANG DAPAT DITUKAR');
    expect(pages[1]).toContain('BARANG DAPAT DITUKAR');

    const mobile = buildReceiptPdf(saleReceiptModel(receipt, { settings: settings({ platform: 'Mobile' }), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }));
    expect(mobile.internal.pageSize.getWidth()).toBeCloseTo(80, 0);
    const m = await pdfText(mobile.output('arraybuffer'));
    expect(m.pages).toHaveLength(1);
    expect(m.text).toContain('BDG0000102');
    expect(m.text).toContain('Printed By KASIRBDG');
  });

  it('marks a line cancelled while the rest stays sold and prints what was given back', async () => {
    const receipt = saleReceiptFixture({
      detail: [receiptLine('BDG0000101'), receiptLine('BDG0000102', { status: 'BATAL', harga: 2_395_000 })],
      total_berat: '2.345',
      total_harga: 2_395_000,
      grand_total: 2_395_000,
      total_bayar: 4_800_000,
      total_batal: 2_395_000,
      kembalian: 10_000,
    });
    const { text } = await pdfText(buildReceiptPdf(saleReceiptModel(receipt, { settings: settings(), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT })).output('arraybuffer'));
    expect(text).toContain('CINCIN EMAS 102 (BATAL)');
    expect(text).not.toContain('CINCIN EMAS 101 (BATAL)');
    expect(text).toMatch(/Dibatalkan\s+Rp\.? ?2[.,]395[.,]000/);
    const active = await pdfText(buildReceiptPdf(saleReceiptModel(saleReceiptFixture(), { settings: settings(), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT })).output('arraybuffer'));
    expect(active.text).not.toContain('Dibatalkan');
  });

  it('right-aligns the headers of the number columns over their right-aligned values', () => {
    const model = saleReceiptModel(saleReceiptFixture(), { settings: settings(), duplicate: false, printedBy: 'KASIRBDG', printedAt: AT });
    const edges = columnEdges(buildReceiptPdf(model), model);
    expect(edges.map((e) => e.header)).toEqual(['Berat', 'Harga/Gr', 'Ongkos', 'Harga']);
    for (const e of edges) expect(Math.abs(e.headerRight - e.valueRight), `${e.header} header ends at ${e.headerRight}, its values at ${e.valueRight}`).toBeLessThan(0.3);
  });

  it("prints a member's receipt with the QR of the member page link under its caption; a walk-in's has none", async () => {
    const url = 'https://emas.example.com/member/abc123.1790000000.SIGNATURE';
    const member = { ...saleReceiptFixture(), kode_member: 'M0001', poin: { kode_member: 'M0001', didapat: 4, saldo: 20 } };
    const off = settings({ tampil_qr: false, tampil_barcode: false });
    const doc = buildReceiptPdf(saleReceiptModel(member, { settings: off, duplicate: false, printedBy: 'KASIRBDG', printedAt: AT, memberUrl: url }));
    expect(rectCount(doc.output())).toBe(qrRunCount(url));
    expect((await pdfText(doc.output('arraybuffer'))).text).toContain('Scan untuk cek poin Anda');
    const noLink = buildReceiptPdf(saleReceiptModel(member, { settings: off, duplicate: false, printedBy: 'KASIRBDG', printedAt: AT }));
    expect(rectCount(noLink.output())).toBe(0);
    const walkIn = buildReceiptPdf(saleReceiptModel(saleReceiptFixture(), { settings: off, duplicate: false, printedBy: 'KASIRBDG', printedAt: AT, memberUrl: url }));
    expect(rectCount(walkIn.output())).toBe(0);
  });

  it("carries the member page link in a member's WhatsApp text: in {link_member}, else on a line of its own", () => {
    const url = 'https://emas.example.com/member/t0k3n';
    const member = { ...saleReceiptFixture(), poin: { kode_member: 'M0001', didapat: 4, saldo: 20 } };
    expect(fillWaTemplate('Nota {no_faktur} poin {poin} saldo {saldo_poin} {link_member}', member, url)).toBe(`Nota FJBDG2611220001 poin 4 saldo 20 ${url}`);
    expect(fillWaTemplate('Nota {no_faktur} poin {poin} saldo {saldo_poin}', member, url)).toBe(`Nota FJBDG2611220001 poin 4 saldo 20\nCek poin Anda: ${url}`);
    expect(fillWaTemplate('Nota {no_faktur}', saleReceiptFixture())).toBe('Nota FJBDG2611220001');
  });

  it('fills the WhatsApp template', () => {
    expect(fillWaTemplate('Halo {nama_customer}, nota {no_faktur} total {total} di {nama_toko} {x}', saleReceiptFixture())).toBe(
      `Halo IBU SITI AMINAH BINTI ABDULLAH, nota FJBDG2611220001 total ${formatRupiah(4_790_000)} di TOKO EMAS BANDUNG {x}`,
    );
  });
});
