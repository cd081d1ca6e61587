/**
 * A master screen is a definition (packages/domain masters/registry.ts) drawn by the CRUD kit: the
 * masters, the price and loan parameters and the catalogue tables all open through `masterScreen`.
 * The test double of the master endpoints is `./fake-masters` (left out here: it is for tests).
 */
export { MasterPage, masterScreen } from './MasterPage';
export {
  columnOf,
  crudFieldOf,
  displayFieldsOf,
  masterResource,
  optionsOfRows,
  resourceTitle,
  translatedField,
  withoutUnchangedImages,
  type MasterResourceContext,
} from './master-resource';
