/** Saves `blob` as `fileName` through an object URL (the browser's download). */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'messages-2026-03-05.csv', the day in the admin's own calendar: the name when the server's
 * is not readable (another origin). */
export function exportFileName(now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `messages-${day}.csv`;
}
