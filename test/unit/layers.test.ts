// docs/architecture.md's layers are .dependency-cruiser.cjs's (`npm run lint` enforces them), row by
// row, ground floor first; and the doc lists the core's files from the ground floor up, as they import.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

type Flags = { node?: true; npm?: true; runtime?: true; vscode?: true };
type Layer = Flags & { layer: string; imports: string[]; types?: string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LAYERS } = require('../../.dependency-cruiser.cjs') as { LAYERS: Layer[] };
const doc = readFileSync('docs/architecture.md', 'utf8');
const section = doc.slice(doc.indexOf('## The layers'), doc.indexOf('\n## ', doc.indexOf('## The layers')));
const code = (name: string): string => `\`${name}\``;
/** The core's files, relative to src/core (POSIX paths), and each one's imports (types included), resolved. */
const CORE = readdirSync('src/core', { recursive: true, encoding: 'utf8' }).flatMap((file) =>
  file.endsWith('.ts') ? [file.replaceAll('\\', '/')] : [],
);
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(`src/core/${file}`, 'utf8'));
  return importedFiles.map(({ fileName }) => posix.join(posix.dirname(file), `${fileName}.ts`));
}

describe('docs/architecture.md: the layers', () => {
  it("the table is .dependency-cruiser.cjs's, and a layer imports only layers above it", () => {
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const expected = LAYERS.map(({ layer, imports, types = [], node, npm, runtime, vscode }) => {
      const may = [...imports.map(code), ...types.map((type) => `types of ${code(type)}`)];
      const named = { node: 'Node', npm: 'dev dependencies', runtime: 'runtime dependencies', vscode: code('vscode') };
      may.push(
        ...Object.entries({ node, npm, runtime, vscode }).flatMap(([k, on]) => (on ? [named[k as keyof Flags]] : [])),
      );
      return [layer.split(', ').map(code).join(', '), may.join(', ') || 'nothing'];
    });
    assert.deepEqual(
      rows.map((row) => row.split(/\s*\|\s*/).slice(1, -1)),
      expected,
    );
    const names = LAYERS.map(({ layer }) => layer.split(', '));
    const covers = (name: string, target: string): boolean =>
      target === name || target.startsWith(`${name}/`) || name.startsWith(`${target}/`);
    LAYERS.forEach(({ layer, imports, types = [] }, i) => {
      // A file at the root (.dependency-cruiser.cjs) is in no layer.
      for (const target of [...imports, ...types].filter((target) => !/^[^/]+\.\w+$/.test(target))) {
        const below = names.findIndex((layerNames) => layerNames.some((name) => covers(name, target)));
        assert.ok(below >= 0 && below < i, `${layer} imports ${target}, which is not in a row above it`);
      }
    });
  });

  it("the core's files are listed from the ground floor up; the page's core modules import nothing", () => {
    const list = section.slice(section.indexOf('\nsrc/core/ '), section.indexOf('\nsrc/app/ '));
    const floors = (list.match(/^ {2}\S+/gm) ?? []).map((entry) => entry.trim());
    const floorOf = (file: string): number => floors.indexOf(floors.includes(file) ? file : posix.dirname(file) + '/');
    for (const file of CORE) {
      assert.ok(floorOf(file) >= 0, `src/core/${file} is not listed`);
      for (const target of importsOf(file)) assert.ok(floorOf(target) <= floorOf(file), `${file} imports ${target}`);
    }
    const media = LAYERS.find(({ layer }) => layer === 'media')?.imports ?? [];
    const pageCore = media.filter((name) => name.startsWith('src/core/'));
    assert.ok(pageCore.length > 0);
    for (const file of pageCore) assert.deepEqual(importsOf(file.replace('src/core/', '')), [], file);
  });
});
