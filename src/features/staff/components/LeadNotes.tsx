import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { Textarea } from '@/components/Textarea';
import { serverMessage } from '@/lib/http';
import { useAddLeadNote } from '../api/addLeadNote';
import { leadNoteSchema, type Lead } from '../types';
import styles from './LeadPage.module.css';
import shared from './staff.module.css';
import { CompanyTime } from './CompanyTime';

const NOTE_MAX_LENGTH = 4000;

/** The office's notes on a lead, newest first, and a form to add one; a note that fails to send stays typed. */
export function LeadNotes({ lead }: { lead: Lead }) {
  const addNote = useAddLeadNote(lead.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const notes = [...lead.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = leadNoteSchema.safeParse({ body: text });
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) addNote.mutate(checked.data.body, { onSuccess: () => setText('') });
  }

  return (
    <section className={`card ${shared.panel}`} aria-labelledby="lead-notes">
      <h2 id="lead-notes">Notes</h2>
      <form onSubmit={submit} noValidate>
        {addNote.isError && <FormAlert tone="error">{serverMessage(addNote.error) ?? 'The note was not saved. Please try again.'}</FormAlert>}
        <Textarea label="New note" name="note" value={text} onChange={setText} maxLength={NOTE_MAX_LENGTH} error={problem} rows={3} required />
        <SubmitButton pending={addNote.isPending}>Add note</SubmitButton>
      </form>
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ol className={styles.notes} aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id}>
              <p className={styles.noteBody}>{note.body}</p>
              <p className="muted">
                {note.authorName},{' '}
                <CompanyTime instant={note.createdAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
