/**
 * The parser's behaviour on the characters the README's "Robustness" section names, pinned one
 * by one: Unicode digits, lowercase "player", NBSP, U+2028/U+2029, BOM. Each is refused with a
 * problem that names the line (or accepted, for the BOM); see the README for why.
 */
import { strict as assert } from 'node:assert';
import { DEFAULT_RULES, parseInput, type ParseOutcome } from '../../src/core';

const P2 = 'Player 2 starting position: 8\n';
const parse = (text: string): ParseOutcome => parseInput(text, DEFAULT_RULES);

function problems(text: string): { code: string; message: string; line?: number; column?: number }[] {
  const outcome = parse(text);
  assert.equal(outcome.ok, false, JSON.stringify(text));
  return outcome.ok ? [] : [...outcome.problems];
}

describe('parser decisions (README: Robustness)', () => {
  it('Unicode digits are refused: bad-position naming the character, at its column', () => {
    for (const digit of ['\u0664', '\uFF14', '\u0967', '\u{1D7DC}', '\u09EA']) {
      const [first, ...rest] = problems(`Player 1 starting position: ${digit}\n${P2}`);
      assert.equal(rest.length, 0);
      assert.equal(first?.code, 'bad-position');
      assert.equal(first?.line, 1);
      assert.equal(first?.column, 29);
      assert.ok(first?.message.includes(digit), first?.message);
    }
    // Also in the player number.
    assert.ok(problems(`Player \u0661 starting position: 4\n${P2}`).length > 0);
  });

  it('"player" in lowercase (or any other case) is refused: expected-player-line showing the expected form', () => {
    for (const word of ['player', 'PLAYER', 'pLayer']) {
      const found = problems(`${word} 1 starting position: 4\n${P2}`);
      assert.equal(found[0]?.code, 'expected-player-line');
      assert.equal(found[0]?.line, 1);
      assert.match(found[0]?.message ?? '', /expected 'Player N starting position: P'/);
    }
  });

  it('NBSP (U+00A0) is not a space: refused where a space belongs, on its line', () => {
    const inWord = problems(`Player\u00a01 starting position: 4\n${P2}`);
    assert.equal(inWord[0]?.code, 'expected-player-line');
    assert.equal(inWord[0]?.line, 1);
    const afterColon = problems(`Player 1 starting position: 4\nPlayer 2 starting position:\u00a08\n`);
    assert.equal(afterColon[0]?.line, 2);
    assert.equal(afterColon[0]?.code, 'bad-position');
  });

  it('U+2028 and U+2029 are not line breaks (as in VS Code): the text after one is extra text on the same line', () => {
    for (const sep of ['\u2028', '\u2029']) {
      const found = problems(`Player 1 starting position: 4${sep}${P2}`);
      assert.equal(found[0]?.code, 'extra-text');
      assert.equal(found[0]?.line, 1);
      assert.equal(found[0]?.column, 30);
      // A problem after one is still on the line VS Code shows it on (LF, CR and CRLF count).
      const later = problems(`Player 1 starting position: 4${sep}x\r\nPlayer 2 starting position: y\n`);
      assert.deepEqual(
        later.map((p) => p.line),
        [1, 2],
      );
    }
  });

  it('LF, CR and CRLF each end a line; a leading BOM is skipped', () => {
    for (const eol of ['\n', '\r', '\r\n']) {
      const found = problems(`Player 1 starting position: 4${eol}Player 2 starting position: x${eol}`);
      assert.equal(found[0]?.line, 2);
    }
    const bom = parse(`\uFEFFPlayer 1 starting position: 4\n${P2}`);
    assert.ok(bom.ok);
    assert.deepEqual(bom.input.positions, [4, 8]);
  });
});
