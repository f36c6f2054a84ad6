import { describe, expect, it } from 'vitest';
import { emptySummary } from './traffic-driver';
import { formatTrafficReport } from './traffic-report';

describe('formatTrafficReport', () => {
  it('totals what was sent and lists what was stored by flag', () => {
    const summary = emptySummary();
    summary.shoppers = { human: 8, bot: 1, 'excluded-ip': 1 };
    summary.searches = { human: 70, bot: 5, 'excluded-ip': 9 };
    summary.events.click = 4;
    summary.events.purchase = 1;
    const report = formatTrafficReport(
      summary,
      [
        { kind: 'search', flag: 'bot', count: 6 },
        { kind: 'search', flag: 'human', count: 70 },
      ],
      2345,
    );
    expect(report).toContain('Shoppers: 10 (human 8, bot 1, excluded-ip 1)');
    expect(report).toContain('Searches sent: 84 (human 70, bot 5, excluded-ip 9)');
    expect(report).toContain('Events accepted: 5 (click 4, add-to-cart 0, checkout 0, purchase 1)');
    expect(report).toContain('  search: bot 6, human 70');
    expect(report).toContain('Took 2.3 s');
    expect(formatTrafficReport(summary, undefined, 0)).not.toContain('Stored');
  });
});
