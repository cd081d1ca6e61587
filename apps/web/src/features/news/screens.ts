/** Staff news (issue 23), loaded on demand by app/screens.ts. */
export { NewsAdminPage } from './NewsAdminPage';
