/** Work in progress: replaced by the screen's real implementation. */
export function AuditLoginReportPage() {
  return <div>AuditLoginReportPage</div>;
}
