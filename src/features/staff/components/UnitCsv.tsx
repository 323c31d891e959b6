import { useState } from 'react';
import { CsvInput } from '@/components/FileInput';
import { FormAlert } from '@/components/FormAlert';
import { formatCount } from '@/lib/format';
import { serverMessage } from '@/lib/http';
import { refusedImportOf, unitsCsvPath, useImportUnits } from '../api/importUnits';
import { UNIT_IMPORT_MAX_BYTES, UNIT_IMPORT_TOO_LARGE, type UnitImportResult } from '../catalogEdits';
import styles from './UnitCsv.module.css';


function ImportResult({ result }: { result: UnitImportResult }) {
  return (
    <>
      <p role="status">
        {formatCount(result.rows, 'row')} read: {formatCount(result.changed, 'unit')} {result.errors.length > 0 ? 'would change once the problems are fixed' : 'will change'}.
      </p>
      {result.errors.length > 0 && (
        <table className={styles.errors}>
          <caption>{formatCount(result.errors.length, 'problem')} in the file</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((error) => (
              <tr key={`${error.row}-${error.column}`}>
                <td>{error.row}</td>
                <td>{error.column}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * The units as CSV: this community's or every unit's export (links: the browser downloads them with the session), and
 * an import checked first (a dry run lists every row's problems by row and column, nothing written), then applied in
 * one go once the file has none.
 */
export function UnitCsv({ community }: { community: number | undefined }) {
  const check = useImportUnits();
  const apply = useImportUnits();
  const [csv, setCsv] = useState<string>();
  const [tooLarge, setTooLarge] = useState(false);
  const checked = check.data;
  const refused = refusedImportOf(apply.error);

  async function choose(files: File[]) {
    const file = files[0];
    apply.reset();
    check.reset();
    setCsv(undefined);
    setTooLarge(Boolean(file && file.size > UNIT_IMPORT_MAX_BYTES));
    if (!file || file.size > UNIT_IMPORT_MAX_BYTES) return;
    const text = await file.text();
    setCsv(text);
    check.mutate({ csv: text, mode: 'dry-run' });
  }

  function applyFile() {
    if (csv === undefined) return;
    apply.mutate({ csv, mode: 'apply' }, { onSuccess: () => setCsv(undefined) });
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="units-csv">
      <h2 id="units-csv">CSV</h2>
      <p className={styles.exports}>
        {community !== undefined && (
          <a className="btn btn-secondary" href={unitsCsvPath(community)} download>
            Export this community
          </a>
        )}
        <a className="btn btn-secondary" href={unitsCsvPath()} download>
          Export all units
        </a>
      </p>
      <CsvInput label="Import CSV" name="units-csv" onChange={(files) => void choose(files)} error={tooLarge ? UNIT_IMPORT_TOO_LARGE : undefined} />
      <p className="field-hint">Export first, change the cells, then import the file: it is checked before anything is saved.</p>
      {check.isPending ? (
        <p role="status">Checking the file…</p>
      ) : check.isError ? (
        <FormAlert tone="error">{serverMessage(check.error) ?? 'We could not check the file. Please try again.'}</FormAlert>
      ) : apply.isSuccess ? (
        <FormAlert tone="success">Imported: {formatCount(apply.data.changed, 'unit')} changed.</FormAlert>
      ) : checked && csv !== undefined ? (
        <div>
          <ImportResult result={refused ?? checked} />
          {apply.isError && <p className="field-error">{refused ? 'Nothing was saved: the file has problems now.' : (serverMessage(apply.error) ?? 'Nothing was saved. Please try again.')}</p>}
          <button type="button" className="btn btn-primary" disabled={(refused ?? checked).errors.length > 0 || apply.isPending} onClick={applyFile}>
            {apply.isPending ? 'Applying…' : 'Apply'}
          </button>
          {(refused ?? checked).errors.length > 0 && <p className="field-hint">Fix these rows in the file, then choose it again.</p>}
        </div>
      ) : null}
    </section>
  );
}
