// The browser build (dist/web/extension.js, for vscode.dev) must load and solve with no Node
// globals: it runs here in a bare V8 context that has only what a web worker has. The `vscode`
// module is a recording stub: this checks the bundle's environment, not VS Code's behaviour
// (the integration and UI suites do that in a real VS Code).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { Worker as NodeWorker } from 'node:worker_threads';

const bundlePath = join(__dirname, '..', '..', 'dist', 'web', 'extension.js');
/** A require of a Node module: neither bundle may hold one. */
const NODE_REQUIRE = /require\(["'](node:|fs|path|os|worker_threads|child_process)/;

type Handler = (...args: unknown[]) => unknown;

function fakeVscode(text: string, settings: Record<string, unknown> = {}) {
  const commands = new Map<string, Handler>();
  const disposable = { dispose: () => undefined };
  const event = () => disposable;
  class Uri {
    constructor(readonly path: string) {}
    toString() {
      return `untitled:${this.path}`;
    }
    static joinPath(base: Uri, ...parts: string[]) {
      return new Uri([base.path, ...parts].join('/'));
    }
    static parse(s: string) {
      return new Uri(s);
    }
  }
  class EventEmitter {
    event = event;
    fire() {}
    dispose() {}
  }
  const doc = {
    uri: new Uri('Untitled-1'),
    isUntitled: true,
    version: 1,
    getText: () => text,
    lineCount: 2,
    isClosed: false,
  };
  class CancellationTokenSource {
    token = { isCancellationRequested: false, onCancellationRequested: event };
    cancel() {
      this.token.isCancellationRequested = true;
    }
    dispose() {}
  }
  const api = {
    Uri,
    EventEmitter,
    CancellationTokenSource,
    Range: class {},
    Position: class {},
    CodeLens: class {},
    Hover: class {},
    MarkdownString: class {},
    TreeItem: class {},
    TreeItemCollapsibleState: { None: 0, Collapsed: 1, Expanded: 2 },
    Diagnostic: class {},
    DiagnosticSeverity: { Error: 0 },
    StatusBarAlignment: { Right: 2 },
    ViewColumn: { Beside: -2, One: 1 },
    ProgressLocation: { Window: 10 },
    ConfigurationTarget: { Global: 1 },
    l10n: {
      t: (message: string, ...args: unknown[]) =>
        message.replace(/\{(\d+)\}/g, (_m, i: string) => String(args[Number(i)])),
    },
    env: { language: 'en', clipboard: { writeText: async () => undefined } },
    commands: {
      registerCommand: (id: string, fn: Handler) => {
        commands.set(id, fn);
        return disposable;
      },
      executeCommand: async () => undefined,
    },
    window: {
      activeTextEditor: { document: doc },
      createOutputChannel: () => ({ warn() {}, info() {}, error() {}, dispose() {} }),
      createStatusBarItem: () => ({ show() {}, hide() {}, dispose() {} }),
      createTreeView: () => ({ reveal: async () => undefined, dispose() {} }),
      onDidChangeActiveTextEditor: event,
      registerWebviewPanelSerializer: () => disposable,
      showWarningMessage: async () => undefined,
      showErrorMessage: async () => undefined,
      showInformationMessage: async () => undefined,
      withProgress: async (_o: unknown, task: (progress: unknown, token: unknown) => unknown) =>
        task({ report() {} }, { isCancellationRequested: false, onCancellationRequested: event }),
      createWebviewPanel: () => ({
        webview: {
          html: '',
          options: {},
          cspSource: 'vscode-resource:',
          asWebviewUri: (u: Uri) => u,
          onDidReceiveMessage: event,
          postMessage: async () => true,
        },
        visible: true,
        onDidDispose: event,
        onDidChangeViewState: event,
        reveal() {},
        dispose() {},
      }),
    },
    languages: {
      registerCodeLensProvider: () => disposable,
      registerHoverProvider: () => disposable,
      createDiagnosticCollection: () => ({ set() {}, delete() {}, dispose() {} }),
      match: () => 0,
    },
    workspace: {
      getConfiguration: () => ({ get: (key: string, fallback?: unknown) => settings[key] ?? fallback }),
      onDidChangeConfiguration: event,
      onDidOpenTextDocument: event,
      onDidChangeTextDocument: event,
      onDidCloseTextDocument: event,
      textDocuments: [],
    },
  };
  return { api, commands };
}

/** A thread that runs a script the way a Web Worker does (self.onmessage / postMessage), on a real worker thread. */
function browserWorkerApi(workerScript: string) {
  const blobs = new Map<string, string>();
  let made = 0;
  let stopped = 0;
  class Blob {
    constructor(readonly parts: string[]) {}
  }
  class Worker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { message?: string }) => void) | null = null;
    private readonly thread: NodeWorker;
    constructor(url: string) {
      made++;
      const code = blobs.get(url);
      assert.ok(code !== undefined, 'the worker starts from a blob: URL');
      const wiring =
        "const { parentPort } = require('node:worker_threads'); globalThis.postMessage = (m) => parentPort.postMessage(m); parentPort.on('message', (data) => globalThis.onmessage && globalThis.onmessage({ data }));";
      this.thread = new NodeWorker(`${wiring}\n${code}`, { eval: true });
      this.thread.on('message', (data: unknown) => this.onmessage?.({ data }));
      this.thread.on('error', (error: Error) => this.onerror?.({ message: error.message }));
    }
    postMessage(message: unknown) {
      this.thread.postMessage(message);
    }
    terminate() {
      stopped++;
      void this.thread.terminate();
    }
  }
  let next = 0;
  const URL = {
    createObjectURL: (blob: Blob) => {
      const url = `blob:dirac/${next++}`;
      blobs.set(url, blob.parts.join(''));
      return url;
    },
    revokeObjectURL: (url: string) => void blobs.delete(url),
  };
  const fetch = async (url: string) => {
    assert.match(url, /dist\/web\/worker\.js$/);
    return { ok: true, status: 200, text: async () => workerScript };
  };
  return { globals: { Worker, Blob, URL, fetch }, counts: () => ({ made, stopped, blobs: blobs.size }) };
}

function loadBundle(api: unknown, extra: Record<string, unknown> = {}) {
  const source = readFileSync(bundlePath, 'utf8');
  const module = { exports: {} as { activate?: (c: unknown) => unknown } };
  const sandbox: Record<string, unknown> = {
    module,
    exports: module.exports,
    require: (id: string) => {
      if (id === 'vscode') return api;
      throw new Error(`the browser bundle asked for '${id}'`);
    },
    crypto: globalThis.crypto,
    performance: globalThis.performance,
    // Web standards every browser and web worker has (cancelling a solve uses them).
    AbortController: globalThis.AbortController,
    setTimeout,
    clearTimeout,
    console,
    ...extra,
  };
  vm.runInNewContext(source, sandbox, { filename: bundlePath });
  return { source, module, sandbox };
}

describe('browser bundle (dist/web/extension.js)', () => {
  it('activates and solves in a context without Node globals', async () => {
    const { api, commands } = fakeVscode('Player 1 starting position: 4\nPlayer 2 starting position: 8\n');
    const { source, module, sandbox } = loadBundle(api);
    assert.doesNotMatch(source, NODE_REQUIRE, 'no Node modules in the browser bundle');
    assert.equal(typeof module.exports.activate, 'function');
    for (const name of ['process', 'Buffer', 'global', '__dirname'])
      assert.equal(name in sandbox, false, `${name} is not provided`);
    module.exports.activate?.({ subscriptions: [], extensionUri: new api.Uri('/ext') });
    const solve = commands.get('diracDice.solve');
    assert.ok(solve, 'the solve command is registered');
    const result = (await solve()) as { ok: boolean; result: { part1: { answer: string }; part2: { answer: string } } };
    assert.equal(result.ok, true);
    assert.equal(result.result.part1.answer, '739785');
    assert.equal(result.result.part2.answer, '444356092776315');
  });

  it('runs a big solve in a Web Worker started from a blob: URL, and stops it afterwards', async () => {
    const workerScript = readFileSync(join(__dirname, '..', '..', 'dist', 'web', 'worker.js'), 'utf8');
    assert.doesNotMatch(workerScript, NODE_REQUIRE, 'no Node modules in the worker bundle');
    const { api, commands } = fakeVscode('Player 1 starting position: 4\nPlayer 2 starting position: 8\n', {
      diracTarget: 300,
    });
    const web = browserWorkerApi(workerScript);
    const { module } = loadBundle(api, web.globals);
    const exported = module.exports.activate?.({ subscriptions: [], extensionUri: new api.Uri('/ext') }) as {
      activeWorkers(): number;
    };
    const pending = commands.get('diracDice.solve')?.() as Promise<{
      ok: boolean;
      result: { rules: { diracTarget: number }; part2: { answer: string } };
    }>;
    const result = await pending;
    assert.equal(result.ok, true);
    assert.equal(result.result.rules.diracTarget, 300);
    assert.ok(result.result.part2.answer.length > 100, 'an exact count of 100+ digits');
    assert.deepEqual(web.counts(), { made: 1, stopped: 1, blobs: 0 }, 'one worker, stopped, its blob: URL revoked');
    assert.equal(exported.activeWorkers(), 0);
  });
});
