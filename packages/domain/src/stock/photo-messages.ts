import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';

/** Messages of an item's photo (upload, view, delete; Indonesian). */
export const PHOTO_MESSAGES = {
  saved: 'Foto Barang Berhasil Disimpan',
  deleted: 'Foto Barang Berhasil Dihapus',
  imageRequired: 'Gambar Wajib Dimasukan',
  notImage: 'File harus berupa gambar (JPG, PNG atau WEBP)',
  tooLarge: (mb: number) => fillMessage(MESSAGE_TEMPLATES.stockItems.photoTooLarge, { mb }),
  oneFile: 'Hanya satu gambar yang dapat dikirim',
  barcodeRequired: 'Kode Barcode Tidak Boleh Kosong',
  noPhoto: 'Foto barang tidak ada',
} as const;
