// What other modules may use of the sales module: a sale written in their own transaction, and a receipt read back.
export { saveSaleInTransaction } from './sale-save.service';
export { getReceipt } from './sale-receipt.service';
