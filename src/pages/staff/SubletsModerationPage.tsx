/** Issue 22 workspace page: filled in by the office pages' change. */
export default function SubletsModerationPage() {
  return <h1>Sublets</h1>;
}
