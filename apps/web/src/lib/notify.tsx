import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { ApiError } from './api';
import { messageText } from './message-text';

/**
 * Toasts of the product (spec 000 §8): success 2 s, error 'Oopss!!' 3 s, warning, info 2 s. A message of
 * a catalogue (the server's or the screen's own) shows in the picked language (lib/message-text.ts).
 */
/** A toast's close button is named (axe button-name); its text is the readable dimmed grey (theme-contrast.ts). */
const toastProps = () => ({ closeButtonProps: { 'aria-label': i18n.t('common.close') }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } });

export const notify = {
  success(message: string) {
    notifications.show({ ...toastProps(), color: 'teal', title: i18n.t('common.successTitle'), message: messageText(message), autoClose: 2000 });
  },
  error(message: string) {
    notifications.show({ ...toastProps(), color: 'red', title: i18n.t('common.errorTitle'), message: messageText(message), autoClose: 3000 });
  },
  warning(message: string) {
    notifications.show({ ...toastProps(), color: 'yellow', title: i18n.t('common.warningTitle'), message: messageText(message), autoClose: 3000 });
  },
  info(message: string) {
    notifications.show({ ...toastProps(), color: 'blue', title: i18n.t('common.infoTitle'), message: messageText(message), autoClose: 2000 });
  },
};

/** Confirm dialog with Ya / Tidak; resolves true on Ya. */
export function confirmDialog(message: string, opts: { confirmLabel?: string; cancelLabel?: string; title?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: opts.title,
      centered: true,
      closeOnClickOutside: false,
      closeOnEscape: false,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: opts.confirmLabel ?? i18n.t('common.yes'), cancel: opts.cancelLabel ?? i18n.t('common.no') },
      confirmProps: { 'data-testid': 'confirm-yes' },
      cancelProps: { 'data-testid': 'confirm-no' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // closing with the X counts as Tidak; a second resolve after Ya is ignored
      onClose: () => resolve(false),
    });
  });
}

/** Activate dialog with Batal / Aktifkan. */
export function activateDialog(message: string): Promise<boolean> {
  return confirmDialog(message, { confirmLabel: i18n.t('common.activate'), cancelLabel: i18n.t('common.cancel') });
}

/**
 * Shows a failed call: a timeout as info 'Koneksi bermasalah..', no answer as 'Koneksi Bermasalah',
 * otherwise the server's message (or the fallback) as an error toast.
 */
export function notifyApiError(error: unknown, fallback: string): void {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return notify.info(error.message);
    return notify.error(error.message || fallback);
  }
  notify.error(fallback);
}
