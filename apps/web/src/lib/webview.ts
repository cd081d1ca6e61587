import { storage } from './storage';

/**
 * Mobile-webview mode (spec 000 §1): the app runs inside a host app that owns printing and the
 * on-screen keyboard. The host injects `window.ReactNativeWebView`; a plain browser can be put in
 * the mode with `?webview=1` (remembered in storage for the next pages).
 */
type HostBridge = { postMessage(message: string): void };
type HostMessage = { type: 'print'; data: string } | { type: 'hide-keyboard' };

export const WEBVIEW_STORAGE_KEY = 'webview';
const PRINT_URL_LIFETIME_MS = 60_000;

function hostBridge(): HostBridge | null {
  const bridge = (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView;
  if (bridge && typeof (bridge as HostBridge).postMessage === 'function') return bridge as HostBridge;
  return null;
}

/** Reads `?webview=1|0` from the address once and remembers it; then answers from bridge or memory. */
export function detectWebview(search: string = window.location.search): boolean {
  const flag = new URLSearchParams(search).get('webview');
  if (flag === '1') storage.set(WEBVIEW_STORAGE_KEY, true);
  if (flag === '0') storage.remove(WEBVIEW_STORAGE_KEY);
  return isWebview();
}

export function isWebview(): boolean {
  return hostBridge() !== null || storage.get<boolean>(WEBVIEW_STORAGE_KEY) === true;
}

/** Sends a message to the host app; false when there is no bridge (plain browser). */
function postToHost(message: HostMessage): boolean {
  const bridge = hostBridge();
  if (!bridge) return false;
  bridge.postMessage(JSON.stringify(message));
  return true;
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Prints a PDF. In the webview the host prints it (it gets the PDF as a data URL); in a browser the
 * PDF opens in a new tab and the print dialog is called there, or in a hidden frame when pop-ups
 * are blocked.
 */
export async function printPdf(pdf: Blob | string): Promise<void> {
  if (hostBridge()) {
    const data = typeof pdf === 'string' ? pdf : await blobToDataUrl(pdf);
    postToHost({ type: 'print', data });
    return;
  }
  const blob = typeof pdf === 'string' ? await (await fetch(pdf)).blob() : pdf;
  const url = URL.createObjectURL(blob);
  // the print dialog may stay open a while; free the PDF well after it
  window.setTimeout(() => URL.revokeObjectURL(url), PRINT_URL_LIFETIME_MS);
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.addEventListener('load', () => opened.print(), { once: true });
    return;
  }
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = url;
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  document.body.appendChild(frame);
  window.setTimeout(() => frame.remove(), PRINT_URL_LIFETIME_MS);
}

/** Hides the on-screen keyboard: the host does it in the webview; a browser just drops focus. */
export function hideKeyboard(): void {
  if (postToHost({ type: 'hide-keyboard' })) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
