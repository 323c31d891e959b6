import styles from './LeadPage.module.css';

interface EditConflictProps {
  /** What was edited, in the office's words: 'lead', 'floor plan', 'community'. */
  record: string;
  /** Field, the agent's value, the value it now has. */
  rows: [string, string, string][];
  onApplyMine: () => void;
  onKeepTheirs: () => void;
  pending: boolean;
}

/** Someone saved the record first: what the agent chose beside what it now is, and the two ways on. */
export function EditConflict({ record, rows, onApplyMine, onKeepTheirs, pending }: EditConflictProps) {
  return (
    <div role="alert" className="alert alert-error">
      <p>Someone changed this {record} while you had it open. Your choices are kept: apply them on top of the current version, or keep it as it is now.</p>
      <table className={styles.sideBySide}>
        <caption className="visually-hidden">Your change and the {record} as it is now</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Your change</th>
            <th scope="col">Now</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, mine, now]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{mine}</td>
              <td>{now}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onApplyMine} disabled={pending}>
          Apply my change again
        </button>
        <button type="button" className="btn btn-secondary" onClick={onKeepTheirs} disabled={pending}>
          Keep it as it is now
        </button>
      </div>
    </div>
  );
}
