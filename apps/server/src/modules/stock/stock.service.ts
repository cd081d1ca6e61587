/**
 * The stock module's services, one file per use case; this file is what routes and other modules import.
 * stock-ledger.service.ts holds the entry point every document uses (plan, write, business date).
 */
export {
  toBarangRow,
  type StockContext,
  type StockRequest,
  type PlannedEntry,
  type StockPlan,
  businessDateOf,
  planStock,
  writeStock,
  itemStateRows,
  ledgerRowsOf,
  ledgerRowOf,
  applyStockOperations,
  resolvePlace,
} from './stock-ledger.service';
export { RowErrors, addStockItems, createBarang, createBarangBanyak } from './stock-add.service';
export { getBarang, listBarang, mutasiOfBarang, saldoBarang } from './stock-read.service';
export { type UpdateBarangInput, updateBarang, updateProfit } from './stock-edit.service';
export { pindahBarang, pindahSatuBaki, listPindah, pindahDetail } from './stock-transfer.service';
export { hancurBarang, meltItems, ambilContoh, kembalikanContoh, ubahStockAksesoris } from './stock-batch.service';
