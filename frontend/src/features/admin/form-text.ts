/** The text fields of a submitted form, as typed ('' for a field that is not there). */
export function formTexts<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  const texts = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    texts[name] = typeof value === 'string' ? value : '';
  }
  return texts;
}
