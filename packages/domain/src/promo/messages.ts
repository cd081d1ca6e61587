/** Messages of the promo broadcast and the WhatsApp gateway setting (spec 000 §8 where it has them, byte for byte). */
export const PROMO_MESSAGES = {
  /** spec 000 §8 */
  saved: 'Promo berhasil disimpan',
  /** spec 000 §8 (info) */
  saveFailed: 'Promo gagal disimpan',
  templateRequired: 'Template Promo Tidak Boleh Kosong',
  templateTooLong: 'Template Promo maksimal 4000 karakter',
  dateRequired: 'Tanggal Kirim Tidak Boleh Kosong',
  dateInvalid: 'Tanggal Kirim tidak valid',
  datePast: 'Tanggal Kirim tidak boleh sebelum hari ini',
  imageUrlInvalid: 'Gambar promo tidak valid',
  /** no gateway for the store: nothing is saved nor queued */
  gatewayMissing: 'Gateway WhatsApp belum diatur, promo tidak dapat dikirim. Atur di menu Setting WhatsApp',
  /** a promo of that date already went out: it is not sent twice */
  alreadySent: 'Promo tanggal ini sudah dikirim, pilih tanggal lain',
  imageSaved: 'Gambar promo berhasil diunggah',
  /** the gateway setting (/whatsapp-setting) */
  settingSaved: 'Setting WhatsApp berhasil disimpan',
  gatewayUrlInvalid: 'Alamat gateway harus diawali http:// atau https://',
  gatewayTokenTooLong: 'Token maksimal 500 karakter',
  testReceiverRequired: 'No WhatsApp Tidak Boleh Kosong',
  testReceiverInvalid: 'No WhatsApp tidak valid',
  testSent: 'Pesan uji berhasil dikirim',
  /** the test through the stand-in gateway: recorded, not sent */
  testRecorded: 'Pesan uji dicatat oleh gateway pengganti; tidak ada pesan yang keluar dari toko',
  testMessage: 'Pesan uji dari aplikasi toko emas: gateway WhatsApp sudah terhubung.',
  /** an outbox row whose send was cut by a stopped server after its one resend (same Idempotency-Key): never sent again */
  unknownOutcome: 'Pengiriman terputus saat server berhenti; tidak dikirim ulang agar tidak ganda',
} as const;
