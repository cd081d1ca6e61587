/** Work in progress: replaced by the screen's real implementation. */
export function BlankPage() {
  return <div>BlankPage</div>;
}
