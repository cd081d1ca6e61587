/** WhatsApp promo broadcast and the gateway setting (issue 23), loaded on demand by app/screens.ts. */
export { SendPromoPage } from './SendPromoPage';
export { WhatsappSettingPage } from './WhatsappSettingPage';
export { WhatsappStandinPage } from './WhatsappStandinPage';
