export { AuthorizationDialog, type AuthorizationDialogProps } from './AuthorizationDialog';
export { useApproval, type UseApproval } from './use-approval';
export type { ApprovalRequestInput, ApprovalResult } from './approval-types';
export { newKeystore } from './approval-key';
export { approvalsAsked, sendWithApprovals } from './approval-retry';
