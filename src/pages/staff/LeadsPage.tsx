/** Issue 22 workspace page: filled in by the office pages' change. */
export default function LeadsPage() {
  return <h1>Leads</h1>;
}
