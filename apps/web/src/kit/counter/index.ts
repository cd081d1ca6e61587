/**
 * What the counter documents share (sale, trade-in, buy-back, layaway, order, repair): the payment
 * rows and their model, the customer card, the buy-back lines, the unsaved-work guard, the document
 * lists' search and validation screens, and the receipt's read-only pieces. A feature takes them from
 * here, never from another feature.
 */
export { BuyLinesEditor } from './BuyLinesEditor';
export { buyTotal, lineFromNota, lineFromOutside, lineProblem, lineRequest, outsideProblem, paidOf, type BuyLineDraft, type LineIssue, type OutsideDraft } from './buy-lines-model';
export { useBuyLines, type BuyLines } from './use-buy-lines';
export { fetchNota, fetchValidByOptions, quotePurchase, type ValidByOption } from './counter-api';
export { useGuardUnsaved, usePromptBeforeUnload } from './counter-hooks';
export {
  EMPTY_CUSTOMER,
  emptyPayment,
  expectedCardAmount,
  newIdempotencyKey,
  paymentBodies,
  paymentProblem,
  paymentTotal,
  type CounterCustomer,
  type PaymentDraft,
} from './counter-model';
export { CouponField } from './CouponField';
export { useSaleDiscounts, type DiscountLine, type SaleDiscounts } from './use-sale-discounts';
export { CustomerCard } from './CustomerCard';
export { customerOfMember, MemberLookup, type CounterMember } from './MemberLookup';
export { DetailField } from './DetailField';
export { CounterButtons, PriceNote, ScanField, useCounterKeys } from './CounterControls';
export { DocumentSearchBar } from './DocumentSearchBar';
export { DayDocumentList, type DayDocumentKind } from './DayDocumentList';
export { detailColumn, DocumentList } from './DocumentList';
export { depositFigures, DepositRefundAlert, FigureAlert, type Figure } from './FigureAlert';
export { ItemCells, ItemHeads, type ItemLine } from './ItemCells';
export { PaidOffResult } from './PaidOffResult';
export { ReasonField, useReason, type Reason } from './ReasonField';
export { OPEN_WORK_LOOK_BACK_DAYS, useDocumentSearch, type DocumentFilter } from './use-document-search';
export { paymentLabel, paymentText, StatusBadge, statusLabel, timeOf, ValidBadge } from './document-view';
export { PaymentFigure, PaymentRows } from './PaymentRows';
export { ReceiptBody, ReceiptButtons } from './ReceiptBody';
export { useReceiptActions, type ReceiptActions } from './receipt-actions';
export { fetchReceipt, type ReceiptBundle } from './receipt-data';
export { METHOD_COLUMNS, paidBy, ValidationScreen, type ValidationRow, type ValidationSource } from './ValidationScreen';
