/** Issue 22 workspace page: filled in by the office pages' change. */
export default function AuditPage() {
  return <h1>Audit log</h1>;
}
