/** The sales counter and the receipt settings (spec 000 §2 "Sales", §6), loaded on demand by app/screens.ts. */
export { SettingNotaPage, SettingNotaSlipPage } from './SettingNotaPage';
export { TransaksiPenjualanPage } from './TransaksiPenjualanPage';
