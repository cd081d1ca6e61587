/** Work in progress: replaced by the screen's real implementation. */
export function SubMenuPage() {
  return <div>SubMenuPage</div>;
}
