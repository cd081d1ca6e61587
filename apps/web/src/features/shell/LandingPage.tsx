/** Work in progress: replaced by the screen's real implementation. */
export function LandingPage() {
  return <div>LandingPage</div>;
}
