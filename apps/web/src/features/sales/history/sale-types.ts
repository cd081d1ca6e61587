/** Shapes of the sales answers the history and layaway screens read (packages/domain/src/sales). */
export type {
  ReceiptPayment as SalePayment,
  SaleItemQuote,
  SaleListRow,
  SaleReceipt,
  SaleReceiptLine as SaleLine,
  TitipListRow,
  TitipReceipt,
  TitipReceiptLine as TitipLine,
} from '@emas/domain';
