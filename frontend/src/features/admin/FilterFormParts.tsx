interface DayRangeProps {
  /** Makes the fields' ids unique on the page: `${idPrefix}-from`, `${idPrefix}-to`. */
  idPrefix: string;
  from: string;
  to: string;
}

/** The From and To days of an admin list's filter form (inclusive, in Pakistan time), named
 * `from` and `to`. */
export function DayRangeFields({ idPrefix, from, to }: DayRangeProps) {
  return (
    <>
      <div className="admin-filter-form__field">
        <label htmlFor={`${idPrefix}-from`}>From</label>
        <input
          id={`${idPrefix}-from`}
          className="text-input"
          name="from"
          type="date"
          defaultValue={from}
        />
      </div>
      <div className="admin-filter-form__field">
        <label htmlFor={`${idPrefix}-to`}>To</label>
        <input
          id={`${idPrefix}-to`}
          className="text-input"
          name="to"
          type="date"
          defaultValue={to}
        />
      </div>
    </>
  );
}

interface ActionsProps {
  submitLabel: string;
  clearLabel: string;
  /** Whether a filter is in force: only then is there something to clear. */
  filtered: boolean;
  onClear: () => void;
}

/** The submit button of an admin list's filter form, and its clear button while filtered. */
export function FilterFormActions({ submitLabel, clearLabel, filtered, onClear }: ActionsProps) {
  return (
    <div className="admin-filter-form__actions">
      <button type="submit" className="button button--ghost">
        {submitLabel}
      </button>
      {filtered && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
