import { describe, expect, it } from 'vitest';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { ReleaseActivityKind } from '@soundpost/contracts/releases';
import { buildTimeline } from './release-timeline.ts';
import type { ReleaseActivityRow, ReleaseRow } from './releases.table.ts';

const paid = capabilitiesFor('artist').goLiveBusinessDays;
const free = capabilitiesFor('lite').goLiveBusinessDays;
// A Friday: business days skip the weekend that follows.
const submittedAt = new Date('2027-05-14T10:00:00Z');

function release(overrides: Partial<ReleaseRow>): ReleaseRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    ownerId: '00000000-0000-4000-8000-000000000002',
    artistId: null,
    title: 'Night Drive',
    releaseType: 'single',
    language: 'en',
    primaryGenre: 'pop',
    secondaryGenre: null,
    recordLabel: null,
    upc: null,
    upcIsCustom: false,
    artworkUploadId: null,
    storeIds: [],
    releaseDate: '2027-06-10',
    liveDate: null,
    schedule: 'standard',
    presaveEnabled: false,
    presaveDate: null,
    status: 'submitted',
    reopeningReason: null,
    reopeningNote: null,
    submittedAt,
    referenceId: 'SP-TEST0001',
    wizardStep: 'review',
    createdAt: submittedAt,
    updatedAt: submittedAt,
    ...overrides,
  };
}

/** Activity rows, newest first as the repository gives them. */
const events = (...kinds: [ReleaseActivityKind, string][]): ReleaseActivityRow[] =>
  kinds
    .map(([kind, at], i) => ({
      id: i + 1,
      releaseId: '00000000-0000-4000-8000-000000000001',
      kind,
      actorId: null,
      data: {},
      at: new Date(at),
    }))
    .reverse();

const expectedOf = (steps: ReturnType<typeof buildTimeline>) =>
  Object.fromEntries(steps.map((s) => [s.step, s.expected]));

const monday = new Date('2027-05-17T09:00:00Z');

describe('expected dates on the timeline', () => {
  const submitted = events(['submitted', submittedAt.toISOString()]);

  it('shows when the review is due and the release date when the stores can have it by then', () => {
    const steps = buildTimeline(release({}), submitted, monday, paid);
    expect(expectedOf(steps)).toEqual({
      submission_received: null,
      // Standard: two business days after Friday 10:00 is Tuesday 10:00.
      review: '2027-05-18T10:00:00.000Z',
      published: null,
      goes_live: '2027-06-10',
    });
    const priority = buildTimeline(release({ schedule: 'priority' }), submitted, monday, paid);
    expect(expectedOf(priority).review).toBe('2027-05-17T10:00:00.000Z');
  });

  it('shows the plan’s go-live speed when the release date comes sooner', () => {
    const soon = release({ releaseDate: '2027-05-20' });
    // Paid: 7 business days from Friday 14 May is Tuesday 25 May.
    expect(expectedOf(buildTimeline(soon, submitted, monday, paid)).goes_live).toBe('2027-05-25');
    // Free: 30 business days, six weeks.
    expect(expectedOf(buildTimeline(soon, submitted, monday, free)).goes_live).toBe('2027-06-25');
  });

  it('counts from today while the artist has not submitted it, and from the date once the stores have it', () => {
    const draft = release({ status: 'draft', submittedAt: null, releaseDate: '2027-05-20' });
    expect(expectedOf(buildTimeline(draft, [], monday, paid))).toMatchObject({
      review: null,
      goes_live: '2027-05-26',
    });
    const published = release({ status: 'published', releaseDate: '2027-05-20' });
    const delivered = events(
      ['submitted', submittedAt.toISOString()],
      ['approved', '2027-05-17T12:00:00Z'],
      ['published', '2027-05-18T12:00:00Z'],
    );
    const at = new Date('2027-05-18T13:00:00Z');
    const steps = buildTimeline(published, delivered, at, free);
    expect(steps.map((s) => [s.step, s.state, s.date, s.expected])).toEqual([
      ['submission_received', 'done', submittedAt.toISOString(), null],
      ['review', 'done', '2027-05-17T12:00:00.000Z', null],
      ['published', 'done', '2027-05-18T12:00:00.000Z', null],
      ['goes_live', 'current', '2027-05-20', null],
    ]);
    // Its date passed (the hourly go-live run has not come yet): no expectation after it.
    const late = new Date('2027-05-21T01:00:00Z');
    expect(buildTimeline(published, delivered, late, free).at(-1)).toEqual({
      step: 'goes_live',
      state: 'current',
      date: '2027-05-20',
      expected: null,
    });
    // Published after its date: it goes on sale the day the stores had it.
    const lateDelivery = events(
      ['submitted', submittedAt.toISOString()],
      ['published', '2027-05-22T12:00:00Z'],
    );
    expect(buildTimeline(published, lateDelivery, late, free).at(-1)?.date).toBe('2027-05-22');
  });

  it('starts a reopened release over: no date of its previous round on steps to do again', () => {
    const reopened = release({ status: 'reopened' });
    const round = events(
      ['submitted', submittedAt.toISOString()],
      ['approved', '2027-05-17T12:00:00Z'],
      ['reopened', '2027-05-18T12:00:00Z'],
    );
    const steps = buildTimeline(reopened, round, monday, paid);
    expect(steps.slice(0, 2)).toEqual([
      { step: 'submission_received', state: 'current', date: null, expected: null },
      { step: 'review', state: 'upcoming', date: null, expected: null },
    ]);
  });

  it('expects nothing of a release that will not reach the stores', () => {
    for (const status of ['rejected', 'removed', 'expired', 'takedown_requested'] as const) {
      const steps = buildTimeline(release({ status }), submitted, monday, paid);
      expect(steps.every((s) => s.expected === null && s.state !== 'upcoming')).toBe(true);
    }
  });
});

describe('the timeline of a release that stopped', () => {
  const wasLive = events(
    ['submitted', submittedAt.toISOString()],
    ['approved', '2027-05-17T12:00:00Z'],
    ['published', '2027-05-20T12:00:00Z'],
    ['went_live', '2027-06-10T00:00:00Z'],
    ['takedown_requested', '2027-06-20T09:00:00Z'],
  );

  it('shows what happened, then the takedown being processed', () => {
    const steps = buildTimeline(release({ status: 'takedown_requested' }), wasLive, monday, paid);
    expect(steps).toEqual([
      {
        step: 'submission_received',
        state: 'done',
        date: submittedAt.toISOString(),
        expected: null,
      },
      { step: 'review', state: 'done', date: '2027-05-17T12:00:00.000Z', expected: null },
      { step: 'published', state: 'done', date: '2027-05-20T12:00:00.000Z', expected: null },
      { step: 'goes_live', state: 'done', date: '2027-06-10T00:00:00.000Z', expected: null },
      {
        step: 'takedown_requested',
        state: 'current',
        date: '2027-06-20T09:00:00.000Z',
        expected: null,
      },
    ]);
  });

  it('never puts review back to "upcoming" when the release reached the stores', () => {
    // Activity that kept no approval (an import from before the review desk, say).
    const noApproval = wasLive.filter((a) => a.kind !== 'approved');
    const removed = [...events(['removed', '2027-06-21T09:00:00Z']), ...noApproval];
    const steps = buildTimeline(release({ status: 'removed' }), removed, monday, paid);
    expect(steps.map((s) => [s.step, s.state])).toEqual([
      ['submission_received', 'done'],
      ['review', 'done'],
      ['published', 'done'],
      ['goes_live', 'done'],
      ['takedown_requested', 'done'],
      ['removed', 'done'],
    ]);
  });

  it('leaves out the steps a rejected release never reached', () => {
    const steps = buildTimeline(
      release({ status: 'rejected' }),
      events(['submitted', submittedAt.toISOString()], ['rejected', '2027-05-17T12:00:00Z']),
      monday,
      paid,
    );
    expect(steps.map((s) => [s.step, s.state])).toEqual([
      ['submission_received', 'done'],
      ['rejected', 'done'],
    ]);
  });
});
