// First, as in the browser entries: before zod is loaded.
import './jitless.ts';
import { config, z } from 'zod';
import { expect, it, vi } from 'vitest';

it('makes zod jitless without importing it, so no parser is compiled with new Function', () => {
  expect(config().jitless).toBe(true);
  const compile = vi.spyOn(globalThis, 'Function');
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  expect(compile).not.toHaveBeenCalled();
  compile.mockRestore();
});
