/** Work in progress: replaced by the screen's real implementation. */
export function TermsPage() {
  return <div>TermsPage</div>;
}
export function PrivacyPage() {
  return <div>PrivacyPage</div>;
}
