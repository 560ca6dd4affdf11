// The browser build (dist/web/extension.js, for vscode.dev) must load and solve with no Node
// globals: it runs here in a bare V8 context that has only what a web worker has. The `vscode`
// module is a recording stub: this checks the bundle's environment, not VS Code's behaviour
// (the integration and UI suites do that in a real VS Code).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';

const bundlePath = join(__dirname, '..', '..', 'dist', 'web', 'extension.js');

type Handler = (...args: unknown[]) => unknown;

function fakeVscode(text: string) {
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
  const doc = { uri: new Uri('Untitled-1'), isUntitled: true, version: 1, getText: () => text, lineCount: 2, isClosed: false };
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
    Diagnostic: class {},
    DiagnosticSeverity: { Error: 0 },
    StatusBarAlignment: { Right: 2 },
    ViewColumn: { Beside: -2, One: 1 },
    ProgressLocation: { Window: 10 },
    ConfigurationTarget: { Global: 1 },
    l10n: { t: (message: string, ...args: unknown[]) => message.replace(/\{(\d+)\}/g, (_m, i: string) => String(args[Number(i)])) },
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
      createOutputChannel: () => ({ warn() {}, info() {}, dispose() {} }),
      createStatusBarItem: () => ({ show() {}, hide() {}, dispose() {} }),
      onDidChangeActiveTextEditor: event,
      registerWebviewPanelSerializer: () => disposable,
      showWarningMessage: async () => undefined,
      showErrorMessage: async () => undefined,
      showInformationMessage: async () => undefined,
      withProgress: async (_o: unknown, task: (progress: unknown, token: unknown) => unknown) => task({ report() {} }, { isCancellationRequested: false, onCancellationRequested: event }),
      createWebviewPanel: () => ({
        webview: { html: '', options: {}, cspSource: 'vscode-resource:', asWebviewUri: (u: Uri) => u, onDidReceiveMessage: event, postMessage: async () => true },
        onDidDispose: event,
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
      getConfiguration: () => ({ get: (_k: string, fallback?: unknown) => fallback }),
      onDidChangeConfiguration: event,
      onDidOpenTextDocument: event,
      onDidChangeTextDocument: event,
      onDidCloseTextDocument: event,
      textDocuments: [],
    },
  };
  return { api, commands };
}

describe('browser bundle (dist/web/extension.js)', () => {
  it('activates and solves in a context without Node globals', async () => {
    const source = readFileSync(bundlePath, 'utf8');
    assert.doesNotMatch(source, /require\(["'](node:|fs|path|os|worker_threads|child_process)/, 'no Node modules in the browser bundle');
    const { api, commands } = fakeVscode('Player 1 starting position: 4\nPlayer 2 starting position: 8\n');
    const module = { exports: {} as { activate?: (c: unknown) => void } };
    const sandbox = {
      module,
      exports: module.exports,
      require: (id: string) => {
        if (id === 'vscode') return api;
        throw new Error(`the browser bundle asked for '${id}'`);
      },
      crypto: globalThis.crypto,
      performance: globalThis.performance,
      setTimeout,
      clearTimeout,
      console,
    };
    vm.runInNewContext(source, sandbox, { filename: bundlePath });
    assert.equal(typeof module.exports.activate, 'function');
    for (const name of ['process', 'Buffer', 'global', '__dirname']) assert.equal(name in sandbox, false, `${name} is not provided`);
    module.exports.activate?.({ subscriptions: [], extensionUri: new api.Uri('/ext') });
    const solve = commands.get('diracDice.solve');
    assert.ok(solve, 'the solve command is registered');
    const result = (await solve()) as { ok: boolean; result: { part1: { answer: string }; part2: { answer: string } } };
    assert.equal(result.ok, true);
    assert.equal(result.result.part1.answer, '739785');
    assert.equal(result.result.part2.answer, '444356092776315');
  });
});
