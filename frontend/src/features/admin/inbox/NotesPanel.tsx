import { INBOX, type MessageNote } from '@site/contract';
import { type FormEvent, useRef, useState } from 'react';
import { messageDate } from './message-facts.js';

interface Props {
  notes: MessageNote[];
  /** Resolves once the note is stored (false: it was not, the failure already told). */
  onAdd: (text: string) => Promise<boolean>;
  onDelete: (note: MessageNote) => Promise<boolean>;
}

/** The admin's internal notes on a message: never sent to the visitor. */
export function NotesPanel({ notes, onAdd, onDelete }: Props) {
  const [busy, setBusy] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = text.current!;
    const note = field.value.trim();
    if (!note) return;
    setBusy(true);
    if (await onAdd(note)) field.value = '';
    setBusy(false);
    field.focus();
  }

  async function remove(note: MessageNote) {
    setBusy(true);
    await onDelete(note);
    setBusy(false);
    text.current?.focus();
  }

  return (
    <>
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="inbox-notes">
          {notes.map((note) => (
            <li key={note._id} className="inbox-note">
              <p className="inbox-note__text">{note.text}</p>
              <p className="muted inbox-note__meta">
                {messageDate(note.date)}{' '}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy}
                  onClick={() => void remove(note)}
                  aria-label={`Delete the note of ${messageDate(note.date)}`}
                >
                  Delete
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="form inbox-note-form" onSubmit={(event) => void add(event)}>
        <div className="field">
          <label htmlFor="inbox-note">New note</label>
          <textarea
            id="inbox-note"
            ref={text}
            name="note"
            required
            maxLength={INBOX.noteMaxLength}
            aria-describedby="inbox-note-hint"
          />
          <small id="inbox-note-hint" className="muted">
            Only admins see notes.
          </small>
        </div>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving...' : 'Add note'}
          </button>
        </div>
      </form>
    </>
  );
}
