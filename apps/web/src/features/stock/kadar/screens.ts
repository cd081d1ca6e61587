/** The purity update screen (issue 35), loaded on demand by app/screens.ts. */
export { UpdateKadarPage } from './UpdateKadarPage';
