/** The autosave's quiet status line ('Saving…', 'Saved 10:42', why not saved), announced
 * politely. The region stays in the page so that each change is read out; it is not a `status`
 * role, which the form's upload progress already is. */
export function AutosaveStatus({ text }: { text: string | null }) {
  return (
    <p className="muted admin-autosave" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
