/** Work in progress: replaced by the screen's real implementation. */
export function HomePage() {
  return <div>HomePage</div>;
}
