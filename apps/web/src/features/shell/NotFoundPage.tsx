/** Work in progress: replaced by the screen's real implementation. */
export function NotFoundPage() {
  return <div>NotFoundPage</div>;
}
