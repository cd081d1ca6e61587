import type { PurchaseReceipt, SaleReceipt } from '@emas/domain';
import { printPdf } from '../../lib/webview';
import { purchaseReceiptModel } from './purchase-receipt';
import { buildReceiptPdf } from './receipt-pdf';
import type { ReceiptModel } from './receipt-types';
import { saleReceiptModel, type SaleReceiptPrintOptions } from './sale-receipt';

/**
 * Prints a receipt: the PDF goes to the print dialog (a new tab, or a hidden frame when pop-ups are
 * blocked), or to the host app in the mobile webview (lib/webview printPdf).
 */
export async function printReceipt(model: ReceiptModel): Promise<void> {
  const doc = buildReceiptPdf(model);
  await printPdf(doc.output('blob'));
}

/** Prints a sale receipt with the store's receipt settings. */
export function printSaleReceipt(receipt: SaleReceipt, options: SaleReceiptPrintOptions): Promise<void> {
  return printReceipt(saleReceiptModel(receipt, options));
}

/** Prints a buy-back receipt with the store's receipt settings. */
export function printPurchaseReceipt(receipt: PurchaseReceipt, options: SaleReceiptPrintOptions): Promise<void> {
  return printReceipt(purchaseReceiptModel(receipt, options));
}
