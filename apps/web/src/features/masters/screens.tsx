import { masterScreen } from '../../kit/master';

/** The /master-* screens of spec 000 §2, one per registry entry (packages/domain/src/masters/registry.ts). */
export const MasterKategoriPage = masterScreen('kategori');
export const MasterJenisPage = masterScreen('jenis');
export const MasterGroupPage = masterScreen('group');
export const MasterBandrolPage = masterScreen('bandrol');
export const MasterKodeTransaksiPage = masterScreen('kode-transaksi');
export const MasterGudangPage = masterScreen('gudang');
export const MasterBakiPage = masterScreen('baki');
export const MasterSalesPage = masterScreen('sales');
export const MasterTukangPage = masterScreen('tukang');
export const MasterKondisiBarangPage = masterScreen('kondisi-barang');
export const MasterKondisiPembelianPage = masterScreen('kondisi-pembelian');
export const MasterKondisiPinjamanPage = masterScreen('kondisi-pinjaman');
export const MasterDataHadiahPage = masterScreen('data-hadiah');
export const MasterParameterRugiNotaPage = masterScreen('parameter-rugi-nota');
export const MasterParameterJenisGroupPage = masterScreen('parameter-jenis-group');
export const MasterKadarPage = masterScreen('kadar');
export const MasterKadarEodPage = masterScreen('kadar-eod');
export const MasterBankPage = masterScreen('bank');
export const MasterRekeningPage = masterScreen('rekening');
export const MasterMarketplacePage = masterScreen('marketplace');
export const MasterKeteranganPenjualanPage = masterScreen('keterangan-penjualan');
export const MasterParameterKeteranganNotaPage = masterScreen('parameter-keterangan-nota');
export const MasterParameterPointPage = masterScreen('parameter-point');
export const MasterKelompokHargaPage = masterScreen('kelompok-harga');
export const MasterDeskripsiServicePage = masterScreen('deskripsi-service');
