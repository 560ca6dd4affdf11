/** The page's number formatting (media/format.ts): cached formatters write what toLocaleString writes. */
import { strict as assert } from 'node:assert';
import { count, ms, num, percents, setNumberLocale } from '../../media/format';
import { format } from '../../src/core/template';
import { PANEL_STRINGS } from '../../src/shared/strings';

const NUMBERS = [
  0,
  -0,
  1,
  7.5,
  999.95,
  1234.5678,
  -98765.4321,
  0.000123,
  1e6 + 0.05,
  2 ** 53 + 2,
  1e21,
  123456789.987654,
];

describe('page number formatting', () => {
  it('count() groups exactly, past 2^53', () => {
    const huge = `${'9876543210'.repeat(30)}1`;
    for (const value of ['0', '1', '-42', '1000', '739785', '444356092776315', huge, 12345, -7]) {
      assert.equal(count(value), BigInt(value).toLocaleString(), String(value));
    }
    for (const bad of ['1.5', 'x', '', undefined, null, 2 ** 60, Number.NaN]) assert.equal(count(bad), '?');
  });

  it('num() writes what toLocaleString writes with the same fraction digits', () => {
    for (const value of NUMBERS) {
      for (const digits of [undefined, 0, 1, 2, 5]) {
        const want = value.toLocaleString(undefined, { maximumFractionDigits: digits ?? 0 });
        assert.equal(digits === undefined ? num(value) : num(value, digits), want, `${value}, ${digits}`);
      }
    }
    assert.equal(num(Number.POSITIVE_INFINITY), '?');
  });

  it('ms() keeps two decimals under 10, one under 100, none above', () => {
    for (const value of [...NUMBERS.filter((v) => v >= 0), 9.999, 10, 99.95, 100, 12345.6]) {
      const digits = value < 10 ? 2 : value < 100 ? 1 : 0;
      const text = value.toLocaleString(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      assert.equal(ms(value), format(PANEL_STRINGS['unit.ms'], [text]), String(value));
    }
    assert.equal(ms(Number.NaN), '?');
  });
});

describe('page number formatting in the locale the host sends', () => {
  after(() => setNumberLocale(undefined));

  it('German from the strings message: 1.000,5, 1.000.000, 12,5 %; back to English when the host says so', () => {
    assert.equal(setNumberLocale('de'), true);
    assert.equal(count('1000000'), '1.000.000');
    assert.equal(count('123456789012345678901234567890'), '123.456.789.012.345.678.901.234.567.890');
    assert.equal(num(1000.5, 1), '1.000,5');
    assert.equal(ms(1234.5), format(PANEL_STRINGS['unit.ms'], ['1.235']));
    assert.deepEqual(percents([0.125, 0.5]), ['12,5\u00a0%', '50,0\u00a0%']);
    assert.equal(setNumberLocale('de'), false, 'the same locale again changes nothing');
    assert.equal(setNumberLocale('en'), true);
    assert.equal(count('1000000'), '1,000,000');
    assert.equal(num(1000.5, 1), '1,000.5');
    assert.deepEqual(percents([0.125, 0.5]), ['12.5%', '50.0%']);
  });

  it("VS Code's tags as the host sends them (zh-cn), and a tag Intl rejects falls back to the default", () => {
    assert.equal(setNumberLocale('zh-cn'), true);
    assert.equal(setNumberLocale('zh-CN'), false, 'the same locale, as Intl spells it');
    assert.equal(setNumberLocale('not a tag!'), true);
    assert.equal(count('1000000'), BigInt(1000000).toLocaleString());
  });
});
