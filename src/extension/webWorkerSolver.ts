import * as vscode from 'vscode';
import type { SolverThread } from '../app/threadSolver';
import type { SolverReply } from '../shared/worker';

/** The few browser APIs used here (the extension's TypeScript has no DOM library). */
interface WebWorker {
  onmessage: ((event: { data: SolverReply }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}
interface BrowserGlobals {
  Worker: new (url: string) => WebWorker;
  Blob: new (parts: string[], options: { type: string }) => unknown;
  URL: { createObjectURL(blob: unknown): string; revokeObjectURL(url: string): void };
  fetch(url: string): Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
}

let source: Promise<string> | undefined;

/** A Web Worker from a blob: URL of dist/web/worker.js: the extension's files are served from another origin. */
export async function spawnWebWorker(extensionUri: vscode.Uri, log: vscode.LogOutputChannel): Promise<SolverThread> {
  const web = globalThis as unknown as Partial<BrowserGlobals>;
  if (!web.Worker || !web.Blob || !web.URL || !web.fetch) throw new Error('no Web Worker API');
  const api = web as BrowserGlobals;
  source ??= api
    .fetch(vscode.Uri.joinPath(extensionUri, 'dist', 'web', 'worker.js').toString(true))
    .then((response) => {
      if (!response.ok) throw new Error(`cannot load the solver worker (HTTP ${response.status})`);
      return response.text();
    });
  const url = api.URL.createObjectURL(new api.Blob([await source], { type: 'text/javascript' }));
  const worker = new api.Worker(url);
  log.info('a heavy solve runs in a Web Worker');
  return {
    start: (message, onReply) => {
      worker.onmessage = ({ data }) => onReply(data);
      worker.onerror = (event) =>
        onReply({ type: 'failed', message: `the solver worker failed: ${event.message ?? 'unknown error'}` });
      worker.postMessage(message);
    },
    stop: () => {
      worker.terminate();
      api.URL.revokeObjectURL(url);
    },
  };
}
