import { describe, expect, it } from 'vitest';
import { availableActions } from './review-actions.ts';

const reviewer = { id: 'me', role: 'reviewer' as const };
const admin = { id: 'boss', role: 'admin' as const };

describe('which review actions the page offers', () => {
  it('a submitted release nobody holds: take, reject or reopen, not approve yet', () => {
    expect(availableActions('submitted', null, reviewer)).toEqual({
      take: true,
      giveBack: false,
      approve: false,
      reject: true,
      reopen: true,
      heldByOther: false,
    });
  });

  it('my own hold: give back and every decision', () => {
    expect(availableActions('in_review', { id: 'me' }, reviewer)).toMatchObject({
      take: false,
      giveBack: true,
      approve: true,
      reject: true,
      reopen: true,
      heldByOther: false,
    });
  });

  it("another reviewer's hold: nothing for a reviewer, everything for an admin", () => {
    expect(availableActions('in_review', { id: 'other' }, reviewer)).toMatchObject({
      take: false,
      giveBack: false,
      approve: false,
      reject: false,
      reopen: false,
      heldByOther: true,
    });
    expect(availableActions('in_review', { id: 'other' }, admin)).toMatchObject({
      giveBack: true,
      approve: true,
      heldByOther: true,
    });
  });

  it('a live release can only be reopened', () => {
    expect(availableActions('live', null, reviewer)).toMatchObject({
      take: false,
      approve: false,
      reject: false,
      reopen: true,
    });
  });
});
