import { describe, expect, it } from 'vitest';
import { datePattern, emailWrapSegments, formatCount, formatDate, formatMoney, formatPhone, telHref } from './format';

describe('spec 9 formats', () => {
  it('shows prices in US dollars without cents', () => {
    expect(formatMoney(1250)).toBe('$1,250');
    expect(formatMoney(899.99)).toBe('$900');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-5)).toBe('-$5');
  });

  it("shows the phone number as '(NNN) NNN-NNNN' and dials it with the country code", () => {
    expect(formatPhone('8125550142')).toBe('(812) 555-0142');
    expect(formatPhone('+1 812-555-0142')).toBe('(812) 555-0142');
    expect(formatPhone('555')).toBe('555');
    expect(telHref('(812) 555-0142')).toBe('tel:+18125550142');
  });

  it("shows dates as 'MMM DD, YYYY'", () => {
    expect(formatDate('2026-03-01')).toBe('Mar 01, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('issue 27 counts', () => {
  it("issue 27 a count and its noun agree: '1 floor plan', '0 floor plans', '2 nights'", () => {
    expect(formatCount(1, 'floor plan')).toBe('1 floor plan');
    expect(formatCount(0, 'floor plan')).toBe('0 floor plans');
    expect(formatCount(2, 'night')).toBe('2 nights');
    expect(formatCount(1, 'Result')).toBe('1 Result');
    expect(formatCount(12, 'Result')).toBe('12 Results');
  });
});

describe('issue 27 date pattern', () => {
  it("issue 27 a date input's pattern as the visitor's locale shows it", () => {
    expect(datePattern('en-US')).toBe('mm/dd/yyyy');
    expect(datePattern('en-GB')).toBe('dd/mm/yyyy');
    expect(datePattern('de-DE')).toBe('dd.mm.yyyy');
  });
});

describe('issue 27 e-mail addresses on narrow lines', () => {
  it('issue 27 an address may wrap after its @ and before a dot, never inside a word', () => {
    expect(emailWrapSegments('avery.lindqvist@limestoneliving.example')).toEqual(['avery', '.lindqvist@', 'limestoneliving', '.example']);
    expect(emailWrapSegments('office@example.com')).toEqual(['office@', 'example', '.com']);
    expect(emailWrapSegments('plain')).toEqual(['plain']);
  });
});
