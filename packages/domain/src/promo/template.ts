/**
 * The promo message template (spec 000 §2, §9). Typing ':' in the editor offers three placeholders; each is
 * written into the text as `{key}` (the same braces as the receipt's WhatsApp template) and filled per
 * customer when the promo goes out.
 */
export const PROMO_PLACEHOLDERS = [
  { key: 'kode_customer', label: 'Kode Customer', sample: '6281234567890' },
  { key: 'nama_customer', label: 'Nama Customer', sample: 'BUDI SANTOSO' },
  { key: 'tgl_lahir', label: 'Tanggal Lahir', sample: '17-08-1990' },
] as const;
export type PromoPlaceholderKey = (typeof PROMO_PLACEHOLDERS)[number]['key'];

/** What a placeholder is filled with for one customer. */
export type PromoCustomer = { kode_customer: string; nama_customer: string; tgl_lahir: string };

/** spec 000 §9: a discount promo in Indonesian with the customer-name placeholder, up to 50% off, valid in March 2025. */
export const DEFAULT_PROMO_TEXT = [
  'Halo Kak {nama_customer},',
  '',
  'Dapatkan PROMO SPESIAL dari toko emas kami: DISKON ONGKOS HINGGA 50% untuk semua perhiasan emas pilihan!',
  '',
  'Promo berlaku sampai 31 Maret 2025. Kunjungi toko kami dan tunjukkan pesan ini kepada kasir.',
  '',
  'Terima kasih atas kepercayaan Anda.',
].join('\n');

/** Shown for a customer whose value is unknown (a receipt has no birth date): the text never keeps a raw `{key}`. */
export const PROMO_UNKNOWN_VALUE = '-';

/**
 * Fills `{kode_customer}`, `{nama_customer}` and `{tgl_lahir}`; an empty value becomes '-'. Other braces are
 * left as they are (a price written as {50%} stays). Single pass: a value that itself holds `{nama_customer}`
 * is not filled again.
 */
export function fillPromoTemplate(template: string, customer: PromoCustomer): string {
  return template.replace(/\{(kode_customer|nama_customer|tgl_lahir)\}/g, (_m, key: PromoPlaceholderKey) => {
    const value = customer[key]?.trim();
    return value ? value : PROMO_UNKNOWN_VALUE;
  });
}

/** The live preview of the editor: the template filled with the sample customer. */
export function previewPromo(template: string): string {
  const sample = Object.fromEntries(PROMO_PLACEHOLDERS.map((p) => [p.key, p.sample])) as PromoCustomer;
  return fillPromoTemplate(template, sample);
}
