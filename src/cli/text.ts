/** What one run of the CLI gives: its exit code, standard output and standard error. */
export interface CliOutcome {
  code: number;
  out: string;
  err: string;
}

/** Control characters (a newline in a file name, say) shown escaped, so a message stays one line. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A value the user gave, quoted for a message: one line, at most about 60 characters. */
export function quote(value: string): string {
  const shown = printable(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return `'${shown}'`;
}

/** An unexpected error as one line of text: its message's first line, never its stack. */
export function errorLine(error: unknown): string {
  let message: string;
  try {
    message = error instanceof Error ? error.message : String(error);
  } catch {
    message = 'unknown error';
  }
  const first = (message.split(/\r?\n/)[0] ?? '').trim() || 'unknown error';
  return printable(first.length > 200 ? `${first.slice(0, 197)}...` : first);
}
