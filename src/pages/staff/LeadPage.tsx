/** Issue 22 workspace page: filled in by the office pages' change. */
export default function LeadPage() {
  return <h1>Lead</h1>;
}
