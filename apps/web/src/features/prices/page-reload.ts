/** After the global gold price is saved the page reloads after 3 s (spec 001 §4, §9). */
export const GLOBAL_PRICE_RELOAD_MS = 3000;

/** The page reload, as an object so a test can watch it (jsdom cannot reload). */
export const pageReload = {
  run(): void {
    window.location.reload();
  },
};
