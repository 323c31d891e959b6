/** Issue 22 workspace page: filled in by the office pages' change. */
export default function FunnelPage() {
  return <h1>Contact funnel</h1>;
}
