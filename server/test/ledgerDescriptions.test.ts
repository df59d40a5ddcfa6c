import { describe, expect, it } from 'vitest';
import { debitDescription, refundDescription } from '../src/billing/descriptions.ts';

describe('ledger line texts (issue 26 item 3)', () => {
  it('names the item, its tool and the project; an item without a task number is named alone, never "undefined"', () => {
    expect(debitDescription({ name: 'Relax', task_id: 7 }, 'Relax', 'Im7')).toBe("Relax 7 (Relax), project 'Im7'");
    expect(debitDescription({ name: 'Target A' }, 'Single-Chain HM', 'Kinase round 1')).toBe(
      "Target A (Single-Chain HM), project 'Kinase round 1'",
    );
    expect(debitDescription({ name: 'DDG', task_id: null }, 'DDG', null)).toBe('DDG');
    expect(debitDescription({}, 'Single-Chain HM', 'P')).toBe("Single-Chain HM, project 'P'");
  });
  it("a refund repeats the debit's line with the reason", () => {
    expect(refundDescription('cancelled', "Relax 7 (Relax), project 'Im7'")).toBe(
      "Refund (cancelled): Relax 7 (Relax), project 'Im7'",
    );
    expect(refundDescription('job 1 lost', null)).toBe('Refund: job 1 lost');
  });
});
