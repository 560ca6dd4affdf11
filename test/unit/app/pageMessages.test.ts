// The host accepts only well-formed page messages: everything else is ignored (and logged).
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { describeRaw, MAX_SVG_CHARS, parsePageMessage, savedModel, savedModelId } from '../../../src/app/pageMessages';
import { PAGE_STATE_VERSION } from '../../../src/shared/protocol';
import { fuzzRuns } from '../helpers';

/** A request as the page sends it, with its id; the request back without it (the id is checked). */
function parse(message: unknown) {
  const record = typeof message === 'object' && message !== null && !Array.isArray(message);
  const parsed = parsePageMessage(record ? { requestId: 7, ...message } : message);
  if (parsed === null) return null;
  const { requestId, ...request } = parsed;
  assert.equal(requestId, 7);
  return request;
}

describe('parsePageMessage (webview -> host validation)', () => {
  it('takes a request only with its id, a whole number, and hands the id back for the reply', () => {
    assert.deepEqual(parsePageMessage({ type: 'cancel', requestId: 3 }), { type: 'cancel', requestId: 3 });
    for (const requestId of [undefined, -1, 1.5, '3', null, 2 ** 53])
      assert.equal(parsePageMessage({ type: 'cancel', requestId }), null, String(requestId));
  });

  it('accepts every well-formed message', () => {
    assert.deepEqual(parse({ type: 'ready' }), { type: 'ready' });
    const good: unknown[] = [
      { type: 'ready', modelId: 'a1b2c3d4-7', locale: 'pt-br' },
      { type: 'ready', locale: 'en' },
      { type: 'copy', part: 2 },
      { type: 'reveal', part: 1 },
      { type: 'solvePair', positions: [10, 4] },
      { type: 'setRules', rules: { boardSize: 12, target: '5000' } },
    ];
    for (const message of good) assert.deepEqual(parse(message), message);
    assert.deepEqual(parse({ type: 'ready', modelId: 'x', locale: undefined }), { type: 'ready', modelId: 'x' });
    for (const type of ['resolve', 'resetRules', 'compareAll', 'cancel', 'openSource', 'explore'])
      assert.deepEqual(parse({ type }), { type });
  });

  it('ignores unknown kinds, wrong types and extra keys', () => {
    const of = (type: string, variants: object[]) => variants.map((v) => ({ type, ...v }));
    const bad: unknown[] = [
      ...[null, undefined, 42, 'ready', [], [{ type: 'ready' }], {}, { type: 7 }, { type: 'launchMissiles' }],
      ...of('ready', [{ extra: 1 }, { modelId: 7 }, { modelId: '' }, { modelId: 'a'.repeat(101) }]),
      ...of('ready', [{ modelId: '<img src=x>' }, { locale: 'en us' }, { locale: 'x'.repeat(36) }, { locale: null }]),
      ...of('copy', [{ part: 3 }, { part: '1' }, {}]),
      ...of('reveal', [{ part: 0 }, { part: [1, 2] }, { part: 2, uri: 'file:///x' }]),
      { type: 'explore', state: '4,0,8,0,1' },
      ...of('solvePair', [{ positions: [4] }, { positions: [4, 'x'] }, { positions: [4, -1] }]),
      ...of('solvePair', [{ positions: [4, 8.5] }, { positions: new Array(17).fill(1) }, { positions: '4,8' }]),
      ...of('setRules', [{ rules: { boardSize: 'ten' } }, { rules: { boardSize: 1e12 } }, { rules: { color: 'red' } }]),
      ...of('setRules', [{ rules: { target: 1000 } }, { rules: { target: '1e3' } }, { rules: null }]),
      ...of('setRules', [{ rules: { target: '9'.repeat(201) } }, { rules: [] }]),
    ];
    for (const message of bad) assert.equal(parse(message), null, JSON.stringify(message) ?? String(message));
  });

  it('is not fooled by prototype-pollution keys and does not pollute', () => {
    const polluted = [
      '{"type":"setRules","rules":{"__proto__":{"polluted":true},"boardSize":10}}',
      '{"type":"setRules","rules":{"constructor":{"prototype":{"polluted":true}}}}',
      '{"type":"ready","__proto__":{"x":1}}',
    ];
    for (const text of polluted) assert.equal(parse(JSON.parse(text)), null, text);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('ignores huge payloads without copying them', () => {
    assert.equal(parse({ type: 'copy', part: 1, blob: 'x'.repeat(5_000_000) }), null);
    assert.equal(parse({ type: 'solvePair', positions: new Array(1_000_000).fill(1) }), null);
  });

  it('never throws on arbitrary values (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true, withSet: true }),
        (value) => {
          const parsed = parse(value);
          if (parsed !== null) assert.equal(typeof parsed.type, 'string');
        },
      ),
      { numRuns: fuzzRuns(200) },
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            type: fc.constantFrom('copy', 'solvePair', 'setRules', 'ready'),
            part: fc.anything(),
            positions: fc.anything(),
            rules: fc.anything(),
            modelId: fc.oneof(fc.string(), fc.anything()),
            locale: fc.oneof(fc.string(), fc.anything()),
          },
          { requiredKeys: ['type'] },
        ),
        (value) => {
          const parsed = parse(value);
          if (parsed?.type === 'copy') assert.ok(parsed.part === 1 || parsed.part === 2);
          if (parsed?.type === 'solvePair') assert.ok(parsed.positions.every((p) => Number.isInteger(p)));
          if (parsed?.type === 'ready')
            assert.ok([parsed.modelId, parsed.locale].every((x) => x === undefined || typeof x === 'string'));
        },
      ),
      { numRuns: fuzzRuns(200) },
    );
  });

  it('accepts the export messages: copyMarkdown, saveJson, saveSvg with a chart', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1"/></svg>';
    const good = [{ type: 'copyMarkdown' }, { type: 'saveJson' }, { type: 'saveSvg', name: 'game-length', svg }];
    for (const message of good) assert.deepEqual(parse(message), message);
    const declared = `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`;
    assert.equal(parse({ type: 'saveSvg', name: 'wins-by-turn', svg: declared })?.type, 'saveSvg');
  });

  it('refuses malformed export messages: extra keys, bad names, not an SVG, too big', () => {
    const svg = '<svg viewBox="0 0 1 1"></svg>';
    const saveSvg = (over: object[]) => over.map((o) => ({ type: 'saveSvg', name: 'chart', svg, ...o }));
    const bad: unknown[] = [
      { type: 'copyMarkdown', format: 'html' },
      { type: 'saveJson', path: '/etc/passwd' },
      { type: 'saveSvg', name: 'chart' },
      { type: 'saveSvg', svg },
      ...saveSvg([{ extra: 1 }, { name: '../../secret' }, { name: 'chart.svg' }, { name: '' }, { name: 7 }]),
      ...saveSvg([{ name: 'a'.repeat(65) }, { svg: '<html><svg></svg></html>' }, { svg: 'svg' }]),
      ...saveSvg([{ svg: ['<svg></svg>'] }, { svg: `<svg>${'x'.repeat(MAX_SVG_CHARS)}</svg>` }]),
    ];
    for (const message of bad) assert.equal(parse(message), null, JSON.stringify(message).slice(0, 80));
  });
});

describe('savedModel (the page state restored after a reload)', () => {
  const model = {
    source: { uri: 'file:///input.txt', label: 'input.txt', version: 3 },
    result: { rules: {}, part1: { answer: '739785' }, part2: { answer: '444356092776315' } },
  };
  const version = PAGE_STATE_VERSION;

  const withResult = (result: object) => ({ version, model: { ...model, result: { ...model.result, ...result } } });
  const withSource = (source: object) => ({ version, model: { ...model, source: { ...model.source, ...source } } });

  it('adopts a plausible model saved by this version of the page', () => {
    assert.equal(savedModel({ version, model }), model);
    const noAnswers = withResult({ part1: null, part2: null });
    assert.equal(savedModel(noAnswers), noAnswers.model);
  });

  it('refuses anything else, and a state of another version', () => {
    const bad: unknown[] = [
      undefined,
      null,
      'model',
      {},
      { model },
      { version: version - 1, model },
      { version, model: null },
      { version, model: { ...model, source: { ...model.source, version: '3' } } },
      { version, model: { ...model, result: { ...model.result, part2: { answer: '<img src=x>' } } } },
      { version, model: { ...model, result: { ...model.result, rules: null } } },
      ...[{ uri: 3 }, { label: null }].map(withSource),
      ...[{ rules: 'x' }, { part1: { answer: '12a' } }, { part1: { answer: 'a12' } }, { part2: {} }].map(withResult),
      ...[{ result: null }, { result: 'r' }, { source: undefined }].map((m) => ({
        version,
        model: { ...model, ...m },
      })),
    ];
    for (const state of bad) assert.equal(savedModel(state), undefined, JSON.stringify(state) ?? String(state));
  });
});

describe('savedModelId (the model id in the page state)', () => {
  it('adopts only an id of the shape the host makes', () => {
    assert.equal(savedModelId({ model: {}, modelId: 'a1b2c3d4-12' }), 'a1b2c3d4-12');
    for (const state of [undefined, null, 'x', {}, { modelId: 3 }, { modelId: '' }, { modelId: 'a b' }, [1]])
      assert.equal(savedModelId(state), undefined, JSON.stringify(state) ?? String(state));
  });
});

describe('describeRaw (an unknown value for the log)', () => {
  it('is its JSON, or its type where JSON fails, cut after 200 characters', () => {
    const described = [{ a: 1 }, undefined, 1n].map(describeRaw);
    assert.deepEqual(described, ['{"a":1}', 'undefined', '[object BigInt]']);
    assert.equal(describeRaw('x'.repeat(300)), `"${'x'.repeat(199)}... (302 characters)`);
    assert.equal(describeRaw('x'.repeat(198)), `"${'x'.repeat(198)}"`, '200 characters: all of them');
  });
});
