/** Work in progress: replaced by the screen's real implementation. */
export function DataUsersPage() {
  return <div>DataUsersPage</div>;
}
