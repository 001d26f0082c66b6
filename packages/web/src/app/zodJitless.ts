/**
 * The CSP forbids eval; unless zod runs `jitless`, it probes `new Function` when it builds its first object
 * schema and the browser files a violation. zod 4 keeps its global config on `globalThis.__zod_globalConfig`
 * (one object shared by every copy of zod, the one `z.config` fills) and reads `jitless` there as each schema
 * is built. Writing it there directly, rather than through `z.config`, keeps zod's core off the area homes,
 * which parse nothing: zod arrives later, with the forms. The test pins that zod still reads this object.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
