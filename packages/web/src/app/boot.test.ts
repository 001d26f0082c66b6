import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, bootData, readBootData } from './boot';
import { sessionStore } from './sessionStore';

function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_ELEMENT_ID;
    script.textContent = text;
    doc.head.appendChild(script);
  }
  return doc;
}

const viewer = {
  __typename: 'Viewer',
  role: 'CONSULTANT',
  homePath: '/consultor',
  canDeleteAccount: true,
  profile: { __typename: 'ConsultantProfile', id: 'u1', name: 'Ana </script> Lima' },
};
const clientConfig = { __typename: 'ClientConfig', supportPhone: '+55 27 3000-4500', supportChatUrl: 'x' };

describe('readBootData', () => {
  afterEach(() => document.getElementById(BOOT_ELEMENT_ID)?.remove());

  it('reads the viewer and the client config, escaped `<` included', () => {
    const text = JSON.stringify({ viewer, clientConfig }).replace(/</g, '\\u003c');
    expect(readBootData(page(text))).toEqual({ viewer, clientConfig });
  });

  it('keeps a signed-out viewer (null) apart from an absent one', () => {
    expect(readBootData(page(JSON.stringify({ viewer: null, clientConfig })))).toEqual({ viewer: null, clientConfig });
    const withoutViewer = readBootData(page(JSON.stringify({ clientConfig })));
    expect(withoutViewer).toEqual({ clientConfig });
    expect(withoutViewer && 'viewer' in withoutViewer).toBe(false);
  });

  it('gives null without a block or with a malformed one, and drops malformed parts', () => {
    expect(readBootData(page(null))).toBeNull();
    expect(readBootData(page('{not json'))).toBeNull();
    expect(readBootData(page('[1]'))).toBeNull();
    expect(readBootData(page(JSON.stringify({ viewer: { role: 1 }, clientConfig: 'x' })))).toEqual({});
  });

  it("reads the home's answer when it is well formed, and drops it otherwise", () => {
    const home = { operationName: 'DashboardConsultant', variables: {}, data: { consultantDashboard: { jobs: 2 } } };
    expect(readBootData(page(JSON.stringify({ viewer, clientConfig, home })))).toEqual({ viewer, clientConfig, home });
    for (const broken of [{ ...home, operationName: 1 }, { ...home, variables: null }, { ...home, data: [] }, 'x']) {
      expect(readBootData(page(JSON.stringify({ viewer, home: broken })))).toEqual({ viewer });
    }
  });

  it('seeds the session store from the page: known viewer, known signed-out, or unknown', () => {
    const script = page(JSON.stringify({ viewer, clientConfig })).getElementById(BOOT_ELEMENT_ID);
    if (!script) throw new Error('no script');
    document.head.appendChild(document.importNode(script, true));
    expect(bootData()).toEqual({ viewer, clientConfig });
    expect(sessionStore.get()).toEqual(viewer);
  });

  it('leaves the session unknown without boot data (the app then asks the BFF)', () => {
    expect(bootData()).toBeNull();
    expect(sessionStore.get()).toBeUndefined();
  });
});
