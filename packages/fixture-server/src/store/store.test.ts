import { describe, expect, it } from 'vitest';
import { defineCollection } from './collection';
import { objectId } from './ids';
import { Store } from './store';

interface Farm {
  _id: string;
  name: string;
  hectares: number;
}
const FARMS = defineCollection<Farm>('farms');
const NOTES = defineCollection<{ _id: string; text: string }>('notes');

describe('Store', () => {
  it('creates typed collections on first use and notifies every write', () => {
    const store = new Store();
    let changes = 0;
    store.onChange(() => changes++);
    const farms = store.collection(FARMS);
    expect(store.collection(FARMS)).toBe(farms);

    farms.insert({ _id: 'a', name: 'Fazenda Boa Vista', hectares: 120 });
    farms.insert({ _id: 'b', name: 'Sítio Palmeiras', hectares: 12 });
    expect(() => farms.insert({ _id: 'a', name: 'x', hectares: 1 })).toThrow(/duplicado/);
    expect(farms.update('a', { hectares: 130 })).toEqual({ _id: 'a', name: 'Fazenda Boa Vista', hectares: 130 });
    expect(farms.update('zz', { hectares: 1 })).toBeUndefined();
    expect(farms.filter((f) => f.hectares > 100).map((f) => f._id)).toEqual(['a']);
    expect(farms.find((f) => f.name.startsWith('Sítio'))?._id).toBe('b');
    expect(farms.remove('b')).toBe(true);
    expect(farms.remove('b')).toBe(false);
    expect(farms.all()).toHaveLength(1);
    expect(changes).toBe(4); // two inserts, one update, one removal
  });

  it('round-trips through toJSON/load, keeping collections nobody has opened yet', () => {
    const first = new Store();
    first.collection(FARMS).insert({ _id: 'a', name: 'Fazenda Boa Vista', hectares: 120 });
    first.collection(NOTES).insert({ _id: 'n', text: 'olá' });
    const snapshot = JSON.parse(JSON.stringify(first.toJSON()));

    const second = new Store();
    second.load(snapshot);
    expect(second.collection(FARMS).get('a')?.hectares).toBe(120);
    // NOTES was never opened on `second`, yet saving keeps it.
    expect(second.toJSON().collections.notes).toEqual([{ _id: 'n', text: 'olá' }]);
    expect(() => second.load({ version: 99, collections: {} })).toThrow(/versão 99/);
  });
});

describe('objectId', () => {
  it('is 24 hex characters starting with the creation time in seconds', () => {
    const id = objectId(new Date('2026-11-21T12:00:00Z'), 'abcdef0123456789');
    expect(id).toBe(`${(Date.parse('2026-11-21T12:00:00Z') / 1000).toString(16)}abcdef0123456789`);
    expect(objectId(new Date())).toMatch(/^[0-9a-f]{24}$/);
  });
});
