import type { ApprovalResult } from '@emas/domain';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApprovalRequestInput } from './approval-types';
import { AuthorizationDialog } from './AuthorizationDialog';

export type UseApproval = {
  /** opens the authorization dialog; the approval, or null when the user closes the dialog */
  requestApproval: (input: ApprovalRequestInput) => Promise<ApprovalResult | null>;
  /** the dialog: render it once in the screen (inside the session and socket of the app shell) */
  dialog: ReactNode;
};

/**
 * Supervisor approval for an operation: `const { requestApproval, dialog } = useApproval()`, render
 * `{dialog}`, then `const approval = await requestApproval({ operasi: 'DISKON', deskripsi, nilai })` and
 * send `approval.id` in the `otorisasi` array of the save call. No provider is needed.
 */
export function useApproval(): UseApproval {
  const [pending, setPending] = useState<{ input: ApprovalRequestInput; key: number } | null>(null);
  const resolver = useRef<((result: ApprovalResult | null) => void) | null>(null);
  const counter = useRef(0);

  const requestApproval = useCallback(
    (input: ApprovalRequestInput) =>
      new Promise<ApprovalResult | null>((resolve) => {
        // a dialog still open is answered 'closed' before the next one opens
        resolver.current?.(null);
        resolver.current = resolve;
        counter.current += 1;
        setPending({ input, key: counter.current });
      }),
    [],
  );

  const finish = useCallback((result: ApprovalResult | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setPending(null);
    resolve?.(result);
  }, []);

  useEffect(
    () => () => {
      resolver.current?.(null);
      resolver.current = null;
    },
    [],
  );

  const dialog = pending ? <AuthorizationDialog key={pending.key} request={pending.input} onResolve={finish} /> : null;
  return { requestApproval, dialog };
}
