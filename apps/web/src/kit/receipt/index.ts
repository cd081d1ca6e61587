export type { ReceiptColumn, ReceiptCopy, ReceiptModel, ReceiptPair, ReceiptTextField } from './receipt-types';
export { barcodeBars, barcodeEncoding, qrRuns, RECEIPT_BARCODE_OPTIONS, RECEIPT_QR_LEVEL } from './receipt-codes';
export { buildReceiptPdf, RECEIPT_PAGES } from './receipt-pdf';
export { printPurchaseReceipt, printReceipt, printSaleReceipt } from './receipt-print';
export { purchaseReceiptModel } from './purchase-receipt';
export { sendReceiptWhatsapp } from './receipt-whatsapp';
export { customerTexts, printedByText, receiptFrame, receiptHead, type ReceiptDocument } from './receipt-parts';
export {
  fillWaTemplate,
  isMarketplaceSale,
  paymentLineLabel,
  saleReceiptCopies,
  saleReceiptModel,
  type SaleReceiptPrintOptions,
} from './sale-receipt';
export { absoluteMemberUrl, SETTING_NOTA_QUERY_KEY, useSaleReceiptPrinting, type SaleReceiptPrinting } from './use-sale-receipt';
