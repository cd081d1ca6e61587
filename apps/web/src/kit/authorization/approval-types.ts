import type { ApprovalOperation, ApprovalResult } from '@emas/domain';

/** What an operation asks a supervisor to approve (contract: useApproval().requestApproval). */
export type ApprovalRequestInput = {
  operasi: ApprovalOperation;
  /** what the supervisor reads: 'Diskon Rp 75.000 nota ...' */
  deskripsi: string;
  /** the money at stake, rupiah */
  nilai?: number;
  no_faktur_group?: string;
  /** the requester's reason (e.g. why a sale is cancelled), sent with the approval (hidden field of spec 000 §2) */
  alasan?: string;
  /** show the optional keterangan field of the manual form */
  askKeterangan?: boolean;
};

export type { ApprovalResult };
