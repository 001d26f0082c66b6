import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeZodJitless } from './zodJitless';

describe('makeZodJitless', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sets zod's own global config", async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
  });

  it('keeps zod from compiling parsers with new Function (the CSP forbids eval)', async () => {
    makeZodJitless();
    const FunctionConstructor = globalThis.Function;
    const compiled = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(FunctionConstructor, {
        construct(target, args) {
          compiled();
          return Reflect.construct(target, args);
        },
      }),
    );
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), age: z.number() });
    for (let run = 0; run < 3; run += 1)
      expect(schema.parse({ name: 'Ana', age: 30 })).toEqual({ name: 'Ana', age: 30 });
    expect(compiled).not.toHaveBeenCalled();
  });
});
