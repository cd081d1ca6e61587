import { masterScreen } from '../../kit/master';

/** The diamond module's lists (issue 34) on the CRUD kit: packages/domain/src/berlian/masters.ts. */
export const MasterBatuShapePage = masterScreen('batu-shape');
export const MasterBatuColorPage = masterScreen('batu-color');
export const MasterBatuClarityPage = masterScreen('batu-clarity');
export const MasterBatuCutgradePage = masterScreen('batu-cutgrade');
export const MasterBatuPolishPage = masterScreen('batu-polish');
export const MasterBatuSymmetryPage = masterScreen('batu-symmetry');
export const MasterBatuFluorescencePage = masterScreen('batu-fluorescence');
export const MasterSupplierBerlianPage = masterScreen('supplier-berlian');
export const ParameterBerlianPage = masterScreen('parameter-berlian');
