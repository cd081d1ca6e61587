/** The label printing screen (spec 000 §2 "Stock"), loaded on demand by app/screens.ts. */
export { CetakBarcodePage } from './CetakBarcodePage';
