import { describe, expect, it } from 'vitest';
import { savedReplyText } from './savedReplyText';

describe("a saved reply's text for a lead", () => {
  it('when the lead has a name, then every {naam} becomes it', () => {
    expect(savedReplyText('Beste {naam},\n\nDank je, {naam}!', 'Anna de Boer')).toBe(
      'Beste Anna de Boer,\n\nDank je, Anna de Boer!',
    );
  });

  it('when the lead has no name, then {naam} is left out cleanly', () => {
    expect(savedReplyText('Beste {naam},\n\nWe bellen je morgen.', null)).toBe('Beste,\n\nWe bellen je morgen.');
    expect(savedReplyText('Hoi {naam}!', '  ')).toBe('Hoi!');
    expect(savedReplyText('{naam}, bedankt voor je vraag.', undefined)).toBe('bedankt voor je vraag.');
  });

  it('when the name or the text holds markup, then it stays as typed', () => {
    expect(savedReplyText('<b>Beste</b> {naam},', '<img src=x>')).toBe('<b>Beste</b> <img src=x>,');
  });

  it('when the name itself holds a placeholder or $-pattern, then it is put in literally', () => {
    expect(savedReplyText('Beste {naam},', "$& {naam} $'")).toBe("Beste $& {naam} $',");
  });
});
