// Spoiler-free mode: a reveal uncovers one part of one document's input (positions + rules), and is kept in the store.
import * as assert from 'node:assert/strict';
import { MAX_REVEALS, type RevealedInput, Reveals, type RevealStore } from '../../../src/app/spoilers';
import { DEFAULT_RULES } from '../../../src/core';
import { rulesToJson } from '../../../src/core/rules';

/** VS Code's workspace state, in memory. */
function memoryStore(): RevealStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return { map, get: (key) => map.get(key), update: async (key, value) => void map.set(key, value) };
}

const rules = rulesToJson(DEFAULT_RULES);
const sample = { players: [4, 8], rules };
const URI = 'file:///day21.txt';

describe('app: spoiler-free mode (reveals)', () => {
  it('covers both answers in hide mode only, until each part is revealed for that input', async () => {
    const reveals = new Reveals(memoryStore());
    assert.deepEqual(reveals.covered('show', URI, sample), []);
    assert.deepEqual(reveals.covered('hide', URI, sample), [1, 2]);
    await reveals.reveal(URI, sample, [2]);
    assert.deepEqual(reveals.covered('hide', URI, sample), [1]);
    await reveals.reveal(URI, sample, [1, 2]);
    assert.deepEqual(reveals.covered('hide', URI, sample), []);
  });

  it('is for one document, positions and rules: any other is covered', async () => {
    const reveals = new Reveals(memoryStore());
    await reveals.reveal(URI, sample, [1, 2]);
    const others: [string, RevealedInput][] = [
      ['file:///other.txt', sample],
      [URI, { ...sample, players: [5, 8] }],
      [URI, { ...sample, players: [4, 8, 1] }],
      [URI, { ...sample, rules: { ...rules, diracTarget: 22 } }],
    ];
    for (const [uri, input] of others)
      assert.deepEqual(reveals.covered('hide', uri, input), [1, 2], `${uri} ${JSON.stringify(input)}`);
    // The positions back as they were: that input was revealed.
    assert.deepEqual(reveals.covered('hide', URI, { players: [4, 8], rules: { ...rules } }), []);
  });

  it('outlives its object (a window reload) through the store, forgets the oldest past the limit, ignores junk', async () => {
    const store = memoryStore();
    await new Reveals(store).reveal(URI, sample, [1]);
    assert.deepEqual(new Reveals(store).covered('hide', URI, sample), [2]);
    const reveals = new Reveals(store);
    for (let i = 1; i < MAX_REVEALS; i++) await reveals.reveal(`untitled:Untitled-${i}`, sample, [1]);
    assert.deepEqual(reveals.covered('hide', URI, sample), [2], 'kept while within the limit');
    await reveals.reveal('untitled:one-more', sample, [1]);
    assert.deepEqual(reveals.covered('hide', URI, sample), [1, 2], 'the oldest forgotten');
    store.map.set('diracDice.reveals', { not: 'a list' });
    assert.deepEqual(reveals.covered('hide', 'untitled:one-more', sample), [1, 2]);
  });
});
