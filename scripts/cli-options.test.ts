import { describe, expect, it } from 'vitest';
import { listOption, numberOption, optionValue } from './cli-options';

describe('the benches\' --name=value options', () => {
  const argv = ['--no-build', '--only=home,home es', '--runs=5', '--cpu=2.5'];

  it('reads a value, and nothing for an option not given or given without =', () => {
    expect(optionValue('runs', argv)).toBe('5');
    expect(optionValue('build', argv)).toBeUndefined();
    expect(optionValue('no-build', argv)).toBeUndefined();
  });

  it('splits a list on commas, keeping spaces inside a name', () => {
    expect(listOption('only', argv)).toEqual(['home', 'home es']);
    expect(listOption('each', argv)).toBeUndefined();
  });

  it('takes a count, or the default when absent', () => {
    expect(numberOption('runs', 3, { argv })).toBe(5);
    expect(numberOption('repeat', 3, { argv })).toBe(3);
    expect(numberOption('cpu', 4, { whole: false, argv })).toBe(2.5);
  });

  it('stops on a count that is not one, instead of measuring with NaN', () => {
    expect(() => numberOption('runs', 3, { argv: ['--runs=five'] })).toThrow('--runs= takes a whole number above 0, not "five"');
    expect(() => numberOption('runs', 3, { argv: ['--runs=0'] })).toThrow(/above 0/);
    expect(() => numberOption('cpu', 4, { argv })).toThrow(/whole number/);
    expect(() => numberOption('cpu', 4, { whole: false, argv: ['--cpu=-1'] })).toThrow('--cpu= takes a number above 0, not "-1"');
  });
});
