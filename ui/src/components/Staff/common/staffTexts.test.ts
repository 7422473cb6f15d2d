import { describe, expect, it } from 'vitest';
import { qrShape } from './QrCode/qrMatrix';
import { fillIn, passwordLength, secretGroups, waitText } from './staffTexts';

const waitTexts = {
  retryAfter: 'Probeer het over {time} opnieuw.',
  retryReady: 'Nu weer.',
  second: '1 seconde',
  seconds: '{count} seconden',
  minute: '1 minuut',
  minutes: '{count} minuten',
};

describe('waitText', () => {
  it('when less than a minute is left, then it counts in seconds, one in the singular', () => {
    expect(waitText(59, waitTexts)).toBe('Probeer het over 59 seconden opnieuw.');
    expect(waitText(1, waitTexts)).toBe('Probeer het over 1 seconde opnieuw.');
  });

  it('when a minute or more is left, then it counts in whole minutes, rounded up', () => {
    expect(waitText(60, waitTexts)).toBe('Probeer het over 1 minuut opnieuw.');
    expect(waitText(61, waitTexts)).toBe('Probeer het over 2 minuten opnieuw.');
    expect(waitText(600, waitTexts)).toBe('Probeer het over 10 minuten opnieuw.');
  });
});

describe('fillIn', () => {
  it('when a placeholder has no value, then it stays as it is', () => {
    expect(fillIn('Minstens {min} tekens, hoogstens {max}.', { min: 12 })).toBe('Minstens 12 tekens, hoogstens {max}.');
  });
});

describe('secretGroups', () => {
  it('when a key is given with spaces or in lower case, then it is grouped by four in capitals', () => {
    expect(secretGroups('jbsw y3dp ehpk 3pxp jb')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JB']);
  });
});

describe('passwordLength', () => {
  it('when a password has emoji, then each counts as one character', () => {
    expect(passwordLength('🚲'.repeat(12))).toBe(12);
    expect(passwordLength('fiets')).toBe(5);
  });
});

describe('qrShape', () => {
  it('when a short text is drawn, then the grid is version 1 with the quiet zone around it', () => {
    const shape = qrShape('HELLO WORLD', 'M');
    expect(shape.modules).toBe(21);
    expect(shape.side).toBe(29);
    // The top left finder pattern's first row: seven dark modules from the quiet zone on.
    expect(shape.path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('when more correction is asked, then the same text needs a larger grid', () => {
    expect(qrShape('HELLO WORLD', 'H').modules).toBe(25);
  });
});
