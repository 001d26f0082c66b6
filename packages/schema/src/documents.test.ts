import { describe, expect, it } from 'vitest';
import {
  checkCnpj,
  checkCpf,
  displayCpf,
  displayPhone,
  isValidBrazilMobile,
  maskCnpj,
  maskCpf,
  maskPhoneInput,
  onlyDigits,
  toE164,
} from './documents';

describe('onlyDigits', () => {
  it('drops everything but digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('+55 (27) 99876-5432')).toBe('5527998765432');
    expect(onlyDigits('')).toBe('');
  });
});

describe('maskCpf: ### ### ###-##', () => {
  it('masks progressively while typing', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529 9');
    expect(maskCpf('529982')).toBe('529 982');
    expect(maskCpf('5299822')).toBe('529 982 2');
    expect(maskCpf('529982247')).toBe('529 982 247');
    expect(maskCpf('5299822472')).toBe('529 982 247-2');
    expect(maskCpf('52998224725')).toBe('529 982 247-25');
  });

  it('ignores non-digits and anything past 11 digits', () => {
    expect(maskCpf('529.982.247-25')).toBe('529 982 247-25');
    expect(maskCpf('5299822472599')).toBe('529 982 247-25');
  });

  it('displays a stored CPF the official way', () => {
    expect(displayCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('maskCnpj: ##.###.###/####-##', () => {
  it('masks a complete CNPJ', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('masks progressively and stops at 14 digits', () => {
    expect(maskCnpj('11')).toBe('11');
    expect(maskCnpj('1122')).toBe('11.22');
    expect(maskCnpj('11222333')).toBe('11.222.333');
    expect(maskCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });
});

describe('maskPhoneInput: (27) 99876-5432', () => {
  it('masks progressively while typing', () => {
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('2')).toBe('(2');
    expect(maskPhoneInput('27')).toBe('(27');
    expect(maskPhoneInput('279')).toBe('(27) 9');
    expect(maskPhoneInput('2799876')).toBe('(27) 99876');
    expect(maskPhoneInput('27998765')).toBe('(27) 99876-5');
    expect(maskPhoneInput('27998765432')).toBe('(27) 99876-5432');
  });

  it('reads a pasted E.164 number and caps at 11 digits', () => {
    expect(maskPhoneInput('+5527998765432')).toBe('(27) 99876-5432');
    expect(maskPhoneInput('+55 27 99876-5432')).toBe('(27) 99876-5432');
    expect(maskPhoneInput('279987654321')).toBe('(27) 99876-5432');
  });

  it('keeps DDD 55 (Rio Grande do Sul) when no country code precedes it', () => {
    expect(maskPhoneInput('55998765432')).toBe('(55) 99876-5432');
  });
});

describe('toE164', () => {
  it('prefixes +55 to a national number', () => {
    expect(toE164('(27) 99876-5432')).toBe('+5527998765432');
    expect(toE164('27998765432')).toBe('+5527998765432');
  });

  it('keeps a number that already has the country code', () => {
    expect(toE164('+55 27 99876-5432')).toBe('+5527998765432');
    expect(toE164('5527998765432')).toBe('+5527998765432');
  });

  it('does not take DDD 55 for the country code', () => {
    expect(toE164('(55) 99876-5432')).toBe('+5555998765432');
  });

  it('is empty for an empty input and keeps at most 11 national digits', () => {
    expect(toE164('')).toBe('');
    expect(toE164('() -')).toBe('');
    expect(toE164('279987654329999')).toBe('+5527998765432');
  });

  it('produces the 14 characters the forms require', () => {
    expect(toE164('(27) 99876-5432')).toHaveLength(14);
  });
});

describe('isValidBrazilMobile', () => {
  it('accepts a mobile in E.164', () => {
    expect(isValidBrazilMobile('+5527998765432')).toBe(true);
    expect(isValidBrazilMobile('+5511912345678')).toBe(true);
  });

  it('refuses other shapes and landlines', () => {
    expect(isValidBrazilMobile('27998765432')).toBe(false);
    expect(isValidBrazilMobile('+552733334444')).toBe(false);
    expect(isValidBrazilMobile('+5527398765432')).toBe(false);
    expect(isValidBrazilMobile('+1415998765432')).toBe(false);
    expect(isValidBrazilMobile('')).toBe(false);
  });
});

describe('displayPhone', () => {
  it('shows a stored number as (27) 99876-5432', () => {
    expect(displayPhone('+5527998765432')).toBe('(27) 99876-5432');
    expect(displayPhone('27998765432')).toBe('(27) 99876-5432');
  });

  it('shows landlines with their own mask', () => {
    expect(displayPhone('2733334444')).toBe('(27) 3333-4444');
  });

  it('is empty without a number', () => {
    expect(displayPhone(null)).toBe('');
    expect(displayPhone(undefined)).toBe('');
    expect(displayPhone('')).toBe('');
  });
});

describe('checkCpf / checkCnpj', () => {
  it('validate verifier digits with or without a mask', () => {
    expect(checkCpf('52998224725')).toBe(true);
    expect(checkCpf('529.982.247-25')).toBe(true);
    expect(checkCpf('529 982 247-25')).toBe(true);
    expect(checkCpf('52998224724')).toBe(false);
    expect(checkCnpj('11222333000181')).toBe(true);
    expect(checkCnpj('11.222.333/0001-81')).toBe(true);
    expect(checkCnpj('11222333000180')).toBe(false);
  });

  it('refuse repeated digits and wrong lengths', () => {
    expect(checkCpf('111.111.111-11')).toBe(false);
    expect(checkCpf('5299822472')).toBe(false);
    expect(checkCnpj('00000000000000')).toBe(false);
    expect(checkCnpj('1122233300018')).toBe(false);
  });
});
