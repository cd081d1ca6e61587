/**
 * The stock-count module's services, one file per use case; this file is what the routes import.
 */
export { listTimbang, startTimbang, weighTimbang, resetTimbang } from './stock-count-weighing.service';
export { getOpname, listOpnames } from './stock-count-opname-reads.service';
export { startOpname, scanOpname, closeOpname, batalOpname } from './stock-count-opname.service';
export { readRfid, recheckWeight, setItemRfid } from './stock-count-rfid.service';
