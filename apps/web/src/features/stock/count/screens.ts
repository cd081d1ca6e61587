/** The stock counting screens (spec 000 §2 "Stock", spec 001 tray weighing), loaded on demand by app/screens.ts. */
export { StockOpnamePage } from './StockOpnamePage';
export { TimbangBakiPage } from './TimbangBakiPage';
export { StockOpnameRfidPage } from './StockOpnameRfidPage';
