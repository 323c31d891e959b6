/** A list that could not be loaded says so and offers another try, instead of looking empty. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      <p>We couldn't load {what}. Check your connection and try again.</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
