/**
 * Every style of the signed-in shell and the public pages: Mantine's whole stylesheet (the login page's
 * part of it, `first-load-styles.ts`, again, so the rules keep Mantine's own order), dates and toasts.
 * Loaded with the lazily loaded shell, never by the login page (issue 19: first load).
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
