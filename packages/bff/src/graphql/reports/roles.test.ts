import { describe, expect, it } from 'vitest';
import { callTotal, signInOtherCompany } from '../../test/companies';
import { dataOf, firstError, useStack } from '../../test/helpers';
import { restAs } from '../../test/master';

/**
 * Issue 16, the delivered consultancy's reports and monitorings between companies: each company reads its own
 * consultants' records through the enterprise families, and another company's read as missing — in the BFF (null /
 * NOT_FOUND) and in the provider stand-in (404) — and cannot be deleted. The report PDF follows the same rule.
 */

const stack = useStack({ signIn: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'] });

const REPORT = `query($id: ID!) { report(id: $id) { id title providedConsultancyId } }`;
const MONITORING = `query($id: ID!) { monitoring(id: $id) { id title } }`;
const PROVIDED = `query($page: Int) { providedConsultancies(page: $page) { items { id reportCount monitoringCount } } }`;
const REPORTS = `query($id: ID!) { reports(providedConsultancyId: $id) { items { id } } }`;
const MONITORINGS = `query($id: ID!) { monitorings(consultancyProvidedId: $id) { items { id } } }`;
const DELETE = `mutation($id: ID!) { deleteReport(id: $id) { message } }`;

interface Delivered {
  id: string;
  reportCount: number;
  monitoringCount: number;
}

/** A report and a monitoring of Agrovale's consultants, read as Agrovale. */
async function agrovaleRecords() {
  const { items } = dataOf<{ items: Delivered[] }>(
    await stack.company.gql(PROVIDED, { page: 1 }),
    'providedConsultancies',
  );
  const withReport = items.find((item) => item.reportCount > 0);
  const withMonitoring = items.find((item) => item.monitoringCount > 0);
  if (!withReport || !withMonitoring) throw new Error('the seed gives Agrovale no report or monitoring on page 1');
  const reports = dataOf<{ items: Array<{ id: string }> }>(
    await stack.company.gql(REPORTS, { id: withReport.id }),
    'reports',
  );
  const monitorings = dataOf<{ items: Array<{ id: string }> }>(
    await stack.company.gql(MONITORINGS, { id: withMonitoring.id }),
    'monitorings',
  );
  return { reportId: reports.items[0]!.id, monitoringId: monitorings.items[0]!.id };
}

describe("company A and company B's reports and monitorings", () => {
  it('the owner company reads them through the enterprise families; the other company and its consultant read null', async () => {
    const { reportId, monitoringId } = await agrovaleRecords();
    stack.fixture.resetCalls();
    expect(dataOf<{ id: string }>(await stack.company.gql(REPORT, { id: reportId }), 'report').id).toBe(reportId);
    expect(dataOf<{ id: string }>(await stack.company.gql(MONITORING, { id: monitoringId }), 'monitoring').id).toBe(
      monitoringId,
    );
    const calls = Object.keys(stack.fixture.calls());
    expect(calls).toContain('GET /enterpriseReportApi/:id');
    expect(calls).toContain('GET /enterpriseMonitoringApi/monitoring/:id');
    expect(calls.some((call) => call.includes('/consultant'))).toBe(false);

    const other = await signInOtherCompany(stack);
    for (const client of [other.company, other.consultant]) {
      const report = await client.gql(REPORT, { id: reportId });
      expect(report.body.errors).toBeUndefined();
      expect(report.body.data).toEqual({ report: null });
      const monitoring = await client.gql(MONITORING, { id: monitoringId });
      expect(monitoring.body.errors).toBeUndefined();
      expect(monitoring.body.data).toEqual({ monitoring: null });
    }
    const rest = await restAs(stack.url, 'ENTERPRISE', 'terraforte@talhao.dev');
    expect((await rest.get(`/enterpriseReportApi/${reportId}`)).status).toBe(404);
    expect((await rest.get(`/enterpriseMonitoringApi/monitoring/${monitoringId}`)).status).toBe(404);
    expect((await rest.get(`/enterpriseReportApi/generatePDF/${reportId}`)).status).toBe(404);
  });

  it("the other company's consultant cannot delete the report (NOT_FOUND, nothing removed), nor can a company", async () => {
    const { reportId } = await agrovaleRecords();
    const other = await signInOtherCompany(stack);
    const refused = await other.consultant.gql(DELETE, { id: reportId });
    expect(firstError(refused).extensions?.code).toBe('NOT_FOUND');
    stack.fixture.resetCalls();
    const byCompany = await stack.company.gql(DELETE, { id: reportId });
    expect(firstError(byCompany).extensions?.code).toBe('FORBIDDEN');
    expect(callTotal(stack.fixture.calls())).toBe(0);
    expect(dataOf<{ id: string }>(await stack.company.gql(REPORT, { id: reportId }), 'report').id).toBe(reportId);
  });
});
