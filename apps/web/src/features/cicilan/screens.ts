import { masterScreen } from '../../kit/master';

/** Instalment plans (issue 33): the plan's life on four screens, the dated parameters on the CRUD kit. */
export { TransaksiCicilanPage } from './TransaksiCicilanPage';
export { LihatCicilanPage } from './LihatCicilanPage';
export { BatalCicilanPage } from './BatalCicilanPage';
export { LelangCicilanPage } from './LelangCicilanPage';
export { ValidasiCicilanPage } from './ValidasiCicilanPage';
export { PengingatCicilanPage } from './PengingatCicilanPage';
export const ParameterCicilanPage = masterScreen('parameter-cicilan');
