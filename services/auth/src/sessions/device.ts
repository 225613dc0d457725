import Bowser from 'bowser';

const UNKNOWN = 'Unknown device';

/** A device as the sessions list names it, from its user agent: "Chrome 156 on Linux". */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN;
  const { browser, os } = Bowser.parse(userAgent);
  const version = browser.version?.split('.')[0];
  const name = [browser.name, version].filter(Boolean).join(' ');
  const system = os.name;
  if (!name && !system) return UNKNOWN;
  return (name && system ? `${name} on ${system}` : name || system || UNKNOWN).slice(0, 200);
}
