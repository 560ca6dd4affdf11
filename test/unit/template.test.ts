import * as assert from 'node:assert/strict';
import { format, formatParts } from '../../src/core/template';

describe('template', () => {
  it('format() fills the placeholders', () => {
    assert.equal(format('Player {0} wins with {1} points.', [1, '1,000']), 'Player 1 wins with 1,000 points.');
    assert.equal(format('{1} before {0}, {1} again', ['a', 'b']), 'b before a, b again');
    assert.equal(format('no placeholders', ['x']), 'no placeholders');
    assert.equal(format('{0} and {1}', ['only one']), 'only one and {1}', 'a missing argument leaves its placeholder');
    assert.equal(format('{0}', ['{1}', 'x']), '{1}', 'arguments are not formatted again');
    assert.equal(format('{0}', [0]), '0');
    assert.equal(format('{0}\u00a0ms', ['1.25']), '1.25\u00a0ms');
  });

  it('formatParts() splits a template around its placeholders', () => {
    const node = { node: true };
    assert.deepEqual(formatParts('Input: {0}', [node]), ['Input: ', node]);
    assert.deepEqual(formatParts('{0}: {1}.', [node, 'text']), [node, ': ', 'text', '.']);
    assert.deepEqual(formatParts('{1}{0}', ['a', 'b']), ['b', 'a']);
    assert.deepEqual(formatParts('plain', []), ['plain']);
    assert.deepEqual(formatParts('{0} and {1}', ['x']), ['x', ' and {1}']);
  });
});
