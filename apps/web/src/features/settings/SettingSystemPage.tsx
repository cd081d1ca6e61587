/** Work in progress: replaced by the screen's real implementation. */
export function SettingSystemPage() {
  return <div>SettingSystemPage</div>;
}
