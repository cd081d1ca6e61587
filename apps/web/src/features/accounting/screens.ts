/** Accounting screens (issue 18 part 4), loaded on demand by app/screens.ts. */
export { ParameterAkunPage } from './ParameterAkunPage';
