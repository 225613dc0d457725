/** The autosave's quiet status line ('Saving…', 'Saved 10:42', why not saved), announced
 * politely. The region stays in the page so that each change is read out. */
export function AutosaveStatus({ text }: { text: string | null }) {
  return (
    <p className="muted admin-autosave" role="status" aria-live="polite">
      {text}
    </p>
  );
}
