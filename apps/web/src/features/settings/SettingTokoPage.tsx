/** Work in progress: replaced by the screen's real implementation. */
export function SettingTokoPage() {
  return <div>SettingTokoPage</div>;
}
