import { describe, expect, it } from 'vitest';
import { jsonPointer, resolvePointers } from './json-pointer.mjs';

const ink = { $type: 'color', $value: { colorSpace: 'srgb', components: [0.1, 0.1, 0.2] } };

describe('the JSON Pointer preprocessor', () => {
  it('when a shadow colour points at the components of ink, then it gets them and keeps its own alpha', () => {
    const tree = {
      color: { ink },
      shadow: {
        sm: {
          $value: {
            color: { colorSpace: 'srgb', components: { $ref: '#/color/ink/$value/components' }, alpha: 0.06 },
          },
        },
      },
    };
    const resolved = resolvePointers(tree);
    expect(resolved.shadow.sm.$value.color).toEqual({ colorSpace: 'srgb', components: [0.1, 0.1, 0.2], alpha: 0.06 });
    expect(tree.shadow.sm.$value.color.components).toEqual({ $ref: '#/color/ink/$value/components' });
  });

  it('when a key holds ~1 or ~0, then it is read as / or ~ (RFC 6901)', () => {
    const tree = { 'a/b': { 'c~d': 5 }, x: { $ref: '#/a~1b/c~0d' } };
    expect(resolvePointers(tree).x).toBe(5);
  });

  it('when a pointer leads to another pointer, then both are followed', () => {
    const tree = { a: 1, b: { $ref: '#/a' }, c: { $ref: '#/b' } };
    expect(resolvePointers(tree).c).toBe(1);
  });

  it('when pointers go round in a circle, then it says so and shows the circle', () => {
    expect(() => resolvePointers({ a: { $ref: '#/b' }, b: { $ref: '#/a' } })).toThrow('Circular $ref: #/b → #/a → #/b');
  });

  it('when a pointer leads nowhere or out of the file, then it is refused', () => {
    expect(() => resolvePointers({ a: { $ref: '#/color/none' } })).toThrow('$ref #/color/none points at nothing');
    expect(() => resolvePointers({ a: { $ref: 'other.json#/a' } })).toThrow('only pointers into the same file');
  });

  it('when it is registered, then Style Dictionary gets it under our name', () => {
    expect(jsonPointer.name).toBe('nl.studiolegende/json-pointer');
    expect(jsonPointer.preprocessor).toBe(resolvePointers);
  });
});
