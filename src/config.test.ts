import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS, company, config, parsePhoneDigits, parseSiteLink, parseStayTaxes } from './config';

describe('design 3 configuration', () => {
  it("has an 'Other' inquiry address and a fictional 555-01xx phone number", () => {
    expect(COMMUNITY_INQUIRY_EMAILS.Other).toMatch(/@/);
    expect(company.phone).toMatch(/^\d{3}55501\d{2}$/);
  });

  it('issue 16 stay taxes: reads "name:rate" entries and leaves out any without a name or a rate from 0 to 100', () => {
    const fallback = [{ label: 'Default', ratePercent: 1 }];
    expect(parseStayTaxes("Indiana sales tax:7, Monroe County innkeeper's tax:5.5", fallback)).toEqual([
      { label: 'Indiana sales tax', ratePercent: 7 },
      { label: "Monroe County innkeeper's tax", ratePercent: 5.5 },
    ]);
    expect(parseStayTaxes('Tax:abc, :4, City tax:, Big:200, Ok:0', fallback)).toEqual([{ label: 'Ok', ratePercent: 0 }]);
    expect(parseStayTaxes(' ', fallback)).toBe(fallback);
  });
});

describe('issue 27 resident services configuration', () => {
  it('issue 27 the emergency maintenance number defaults to a fictional 555-01xx number other than the office\'s; a set value is read as ten digits', () => {
    expect(config.residentServices.emergencyPhone).toMatch(/^\d{3}55501\d{2}$/);
    expect(config.residentServices.emergencyPhone).not.toBe(company.phone);
    expect(parsePhoneDigits('(812) 555-0123', '8125550100')).toBe('8125550123');
    expect(parsePhoneDigits('+1 812 555 0123', '8125550100')).toBe('8125550123');
    expect(parsePhoneDigits('call us', '8125550100')).toBe('8125550100');
    expect(parsePhoneDigits(undefined, '8125550100')).toBe('8125550100');
  });

  it('issue 27 rent payment and repair request links: none by default; only an https address is taken', () => {
    expect(config.residentServices.rentPaymentUrl).toBe('');
    expect(config.residentServices.repairRequestUrl).toBe('');
    expect(parseSiteLink('https://pay.example.com/limestone')).toBe('https://pay.example.com/limestone');
    expect(parseSiteLink('javascript:alert(1)')).toBe('');
    expect(parseSiteLink('http://pay.example.com')).toBe('');
    expect(parseSiteLink('not a url')).toBe('');
    expect(parseSiteLink(undefined)).toBe('');
  });
});

describe('issue 14 no configuration that nothing reads', () => {
  it('every value of `config` is used by the site, and every VITE_ key of .env.example is one of them', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'config.ts')
      .map((file) => readFileSync(path.join('src', file), 'utf8'))
      .join('\n');
    expect(Object.keys(config).filter((name) => !sources.includes(`config.${name}`))).toEqual([]);
    const configSource = readFileSync('src/config.ts', 'utf8');
    const offered = [...readFileSync('.env.example', 'utf8').matchAll(/^(VITE_\w+)=/gm)].map((match) => match[1]);
    expect(offered.filter((key) => !configSource.includes(`env.${key}`))).toEqual([]);
  });
});
