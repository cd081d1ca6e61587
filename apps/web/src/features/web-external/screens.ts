/** The web store screens (WEB_EXTERNAL_MODULE), loaded on demand by app/screens.ts. */
export { KirimBarangExternalPage } from './KirimBarangExternalPage';
export { UpdateBarangExternalPage } from './UpdateBarangExternalPage';
