/** Work in progress: replaced by the screen's real implementation. */
export function HakAksesUsersPage() {
  return <div>HakAksesUsersPage</div>;
}
