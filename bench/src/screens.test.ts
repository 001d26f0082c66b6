import { defaultFamilyTable } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import {
  countOldCalls,
  dataWatchScript,
  dateVars,
  familyPath,
  fillPlaceholders,
  readPath,
  SCREENS,
  SHOWN_GLOBAL,
} from './screens';
import { median } from './time-to-data';

describe('old-client sequences', () => {
  it('counts calls, once per row for per-row calls', () => {
    const offered = SCREENS.find((s) => s.id === '/consultor/consultorias/ofertadas');
    expect(offered).toBeDefined();
    expect(countOldCalls(offered?.oldClient.steps ?? [], { offerIds: 10 })).toBe(11);
    expect(countOldCalls(offered?.oldClient.bootstrap ?? [])).toBe(1);
    const master = SCREENS.find((s) => s.id === '/master');
    expect(countOldCalls(master?.oldClient.steps ?? [])).toBe(5);
  });

  it('names only families of the family table, and every screen has a data probe', () => {
    for (const screen of SCREENS) {
      expect(screen.data.selector.length).toBeGreaterThan(0);
      for (const call of [...screen.oldClient.bootstrap, ...screen.oldClient.steps].flat()) {
        expect(defaultFamilyTable[call.family]).toBeDefined();
        expect(familyPath(call)).toMatch(/^\/\w+/);
      }
    }
  });

  it('fills placeholders and refuses an unknown one', () => {
    expect(fillPlaceholders('/get-clients/{id}?x={today}', { id: 'abc', today: '2026-11-21' })).toBe(
      '/get-clients/abc?x=2026-11-21',
    );
    expect(() => fillPlaceholders('/{farmerId}', {})).toThrow('{farmerId}');
  });

  it('reads captured values from JSON answers', () => {
    const answer = { items: [{ _id: 'a' }, { _id: 'b' }], user: 'f1', nested: { id: 'n' } };
    expect(readPath(answer, 'items[]._id')).toEqual(['a', 'b']);
    expect(readPath(answer, 'user')).toBe('f1');
    expect(readPath(answer, 'nested.id')).toBe('n');
    expect(readPath(answer, 'missing[]._id')).toEqual([]);
  });

  it('derives the calendar dates of the bodies', () => {
    expect(dateVars('2026-11-21')).toEqual({
      today: '2026-11-21',
      tomorrow: '2026-11-22',
      in60: '2027-01-20',
      monthStart: '2026-11-01',
      monthEnd: '2026-11-30',
      financeStart: '2026-06-01',
    });
    expect(dateVars('2026-12-31').tomorrow).toBe('2027-01-01');
    expect(dateVars('2026-02-10').financeStart).toBe('2025-09-01');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });
});

describe('dataWatchScript', () => {
  it('records the first animation frame in which a matching element is laid out, and stops there', () => {
    const elements: { text: string; width: number }[] = [];
    const frames: (() => void)[] = [];
    const page: Record<string, unknown> = {};
    let now = 0;
    const scope = {
      window: page,
      document: {
        querySelectorAll: () =>
          elements.map((element) => ({
            textContent: element.text,
            getBoundingClientRect: () => ({ width: element.width, height: 0 }),
          })),
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      performance: { now: () => now },
    };
    const script = dataWatchScript({ selector: 'main td', text: '\\d{2}/\\d{2}/\\d{4}' });
    new Function(...Object.keys(scope), script)(...Object.values(scope));
    const nextFrame = () => (frames.shift() as () => void)();

    now = 100;
    nextFrame(); // nothing yet
    elements.push({ text: '30/11/2026', width: 0 }, { text: 'Carregando', width: 80 });
    now = 200;
    nextFrame(); // one without a box, one without the text
    expect(page[SHOWN_GLOBAL]).toBeUndefined();
    elements.push({ text: '30/11/2026', width: 80 });
    now = 300;
    nextFrame();
    expect(page[SHOWN_GLOBAL]).toBe(300);
    expect(frames).toHaveLength(0);
  });
});
