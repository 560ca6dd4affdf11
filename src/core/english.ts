/** How the English outputs (the CLI, the Markdown export) write numbers: one fixed style, read everywhere. */

/** 1234567 -> "1,234,567". */
export function group(digits: string | number): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 0.5655 -> "56.55 %". */
export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)} %`;
}
