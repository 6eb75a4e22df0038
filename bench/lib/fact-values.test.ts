import { describe, expect, it } from 'vitest';
import { figuresIn, noteFigures, sameValueText, statesFigure, statesValue } from './fact-values.js';

describe('figures as written', () => {
  it('reads currency, scale and unit around a number, glued or spaced', () => {
    const [f] = figuresIn('INR6,000 crores');
    expect(f).toMatchObject({ digits: '6000', currency: 'inr', scale: 1e7, unit: null });
    expect(figuresIn('US$ 1.04 billion')[0]).toMatchObject({ digits: '1.04', currency: 'usd', scale: 1e9 });
    expect(figuresIn('Rs.2,896 crores')[0]).toMatchObject({ digits: '2896', currency: 'inr', scale: 1e7 });
    expect(figuresIn('96.48 billion Rupees')[0]).toMatchObject({ currency: 'inr', scale: 1e9 });
    expect(figuresIn('INR19.1 lakh crores')[0]).toMatchObject({ digits: '19.1', scale: 1e12 });
    expect(figuresIn('16.6 per cent')[0]).toMatchObject({ unit: 'percent' });
    expect(figuresIn('35 basis points')[0]).toMatchObject({ unit: 'bps' });
    expect(figuresIn('2.9x')[0]).toMatchObject({ unit: 'multiple' });
  });

  it('does not read numbers inside words, periods or citation markers', () => {
    expect(figuresIn('In Q1 FY24 and Q1FY24 [3], H1 [1, 2]').map((f) => f.digits)).toEqual([]);
    expect(figuresIn('over the years 5 times').map((f) => f.currency)).toEqual([null]);
  });

  it('a range shares its unit, scale and currency; a dash after a digit is not a minus', () => {
    const r = figuresIn('Rs 6,000–7,000 crore');
    expect(r.map((f) => [f.digits, f.currency, f.scale, f.sign])).toEqual([['6000', 'inr', 1e7, 0], ['7000', 'inr', 1e7, 0]]);
    expect(figuresIn('12-13%').map((f) => [f.digits, f.unit, f.sign])).toEqual([['12', 'percent', 0], ['13', 'percent', 0]]);
    expect(figuresIn('-2% to +1%').map((f) => [f.digits, f.sign])).toEqual([['2', -1], ['1', 1]]);
  });
});

describe('does an answer state a gold value', () => {
  it('money in its many spellings', () => {
    expect(statesValue('TCV of US$ 10.2 bn [2]', '$10.2 billion')).toBe(true);
    expect(statesValue('TCV of USD 10,200 million', '$10.2 billion')).toBe(true);
    expect(statesValue('PAT at ₹5,797 crore', 'Rs 5,797 crores')).toBe(true);
    expect(statesValue('PAT was 5,797 crores', 'Rs 5,797 crores')).toBe(true);
    expect(statesValue('PAT of Rs 57.97 billion', 'Rs 5,797 crores')).toBe(true);
    expect(statesValue('guidance is INR 6,000 to INR 7,000 crores of capex', 'INR6,000 to INR7,000 crores')).toBe(true);
    expect(statesValue('capex of Rs 6,000–7,000 crore', 'INR6,000 to INR7,000 crores')).toBe(true);
    expect(statesValue('capex of Rs 6,000 crore', 'INR6,000 to INR7,000 crores')).toBe(false);
    expect(statesValue('26.7 lakh customers', '2.67 million')).toBe(true);
  });

  it('to the stated precision', () => {
    expect(statesValue('NIM was 4.10%', '4.1%')).toBe(true);
    expect(statesValue('NIM was 4.1%', '4.10%')).toBe(true);
    expect(statesValue('NIM was 4.12%', '4.1%')).toBe(false);
    expect(statesValue('TCV of $10 billion', '$10.2 billion')).toBe(false);
    expect(statesValue('TCV of $102 billion', '$10.2 billion')).toBe(false);
    expect(statesValue('Net NPA ratio was at 0.30', '0.30')).toBe(true);
    expect(statesValue('Net NPA of 0.3%', '0.30')).toBe(true);
  });

  it('units must agree where both state one', () => {
    expect(statesValue('margin of 16.6 per cent', '16.6%')).toBe(true);
    expect(statesValue('down 35 basis points', '35 bps')).toBe(true);
    expect(statesValue('credit cost of 0.32%', '32 basis points')).toBe(true);
    expect(statesValue('16.6 times', '16.6%')).toBe(false);
    expect(statesValue('Rs 16.6 crore', '16.6%')).toBe(false);
    expect(statesValue('$431', 'Rs 431')).toBe(false);
    expect(statesValue('ARPU of Rs 193', 'Rs 193')).toBe(true);
  });

  it('plain counts, signs and qualifiers', () => {
    expect(statesValue('we signed 16 large deals in Q1', '16')).toBe(true);
    expect(statesValue('we signed 1 large deal', '16')).toBe(false);
    expect(statesValue('total sales of 498,030 units', '498,030')).toBe(true);
    expect(statesValue('revenue declined 4% QoQ', '-4%')).toBe(true);
    expect(statesValue('revenue grew +4% QoQ', '-4%')).toBe(false);
    expect(statesValue('more than 17,000 stores', 'over 17,000')).toBe(true);
    expect(statesValue('EBITDA of Rs. 42,000 crores', 'nearly Rs. 42,000 crores')).toBe(true);
  });

  it('a value of several figures needs every one', () => {
    expect(statesValue('growth of 1% to 3.5% in cc', '1.0% to 3.5%')).toBe(true);
    expect(statesValue('growth of 1% in cc', '1.0% to 3.5%')).toBe(false);
    expect(statesValue('revenue 1%-5% and EBITDA 3%-7%', 'revenue 1% to 5%, EBITDA 3% to 7%')).toBe(true);
    expect(statesValue('EBITDA 3%-7%', 'revenue 1% to 5%, EBITDA 3% to 7%')).toBe(false);
    expect(statesValue('no figure here', 'no figure')).toBe(false);
  });

  it('trap figures come from the note, without page references or footnote marks', () => {
    const t = noteFigures('Trap: Americas 1 grew 1.5%, Europe 4%, APMEA 3% (p5).');
    expect(t.map((f) => f.digits)).toEqual(['1.5', '4', '3']);
    const a = noteFigures('Trap: Axis Finance PAT Rs 123 crore and total subsidiaries net profit Rs 303 crore (p9).');
    expect(a.map((f) => f.digits)).toEqual(['123', '303']);
    expect(statesFigure('Axis Finance PAT of ₹123 crore', a[0]!)).toBe(true);
    expect(noteFigures('Trap: domestic 434,812 units and exports 63,218 units (same page).').map((f) => f.digits)).toEqual(['434812', '63218']);
  });
});

describe('two figures as written state the same value', () => {
  it('normalises commas, currency spellings, scales and units', () => {
    expect(sameValueText('Rs 1,234 crore', 'INR 1234 crores')).toBe(true);
    expect(sameValueText('₹12.34 billion', 'Rs 1,234 crore')).toBe(true);
    expect(sameValueText('35 bps', '0.35%')).toBe(true);
    expect(sameValueText('16.6 per cent', '16.6%')).toBe(true);
    expect(sameValueText('4.10%', '4.1%')).toBe(true);
    expect(sameValueText('declined 4%', '-4%')).toBe(true);
  });

  it('a range matches only the same range', () => {
    expect(sameValueText('12-13%', '12% to 13%')).toBe(true);
    expect(sameValueText('12-13%', '12%')).toBe(false);
  });

  it('different numbers, units or currencies differ; text without a figure matches nothing', () => {
    expect(sameValueText('4.1%', '4.12%')).toBe(false);
    expect(sameValueText('16.6%', '16.6x')).toBe(false);
    expect(sameValueText('$431', 'Rs 431')).toBe(false);
    expect(sameValueText('+4%', '-4%')).toBe(false);
    expect(sameValueText('flat', 'flat')).toBe(false);
  });
});
