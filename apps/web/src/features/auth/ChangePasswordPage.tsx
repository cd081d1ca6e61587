/** Work in progress: replaced by the screen's real implementation. */
export function ChangePasswordPage() {
  return <div>ChangePasswordPage</div>;
}
