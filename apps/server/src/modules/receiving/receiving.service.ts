/**
 * The receiving module's services, one file per use case; this file is what routes and other modules import.
 */
export { kirimBarang, createShipment, setPerjalanan, listUnreceived, listKirim, getKirim } from './receiving-shipments.service';
export { getScanState, scanBarcode, resetScan } from './receiving-scan.service';
export { resolvePlace, transferItems, terimaBarang, listTerima, batalTerima } from './receiving-receive.service';
export { terimaSupplier } from './receiving-supplier.service';
export { terimaBerlian } from './receiving-berlian.service';
export { listFaktur, selesaiFaktur, listSelisih } from './receiving-problems.service';
