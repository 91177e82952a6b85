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

describe('expected dates on the timeline', () => {
  const submitted = events(['submitted', submittedAt.toISOString()]);
  const monday = new Date('2027-05-17T09:00:00Z');

  it('shows when the review is due and the release date when the stores can have it by then', () => {
    const steps = buildTimeline(release({}), submitted, monday, paid);
    expect(expectedOf(steps)).toEqual({
      submission_received: null,
      // Standard: two business days after Friday 10:00 is Tuesday 10:00.
      review: '2027-05-18T10:00:00.000Z',
      goes_live: '2027-06-10',
      published: null,
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
    expect(expectedOf(buildTimeline(published, delivered, at, free))).toEqual({
      submission_received: null,
      review: null,
      goes_live: '2027-05-20',
      published: null,
    });
    // A published release whose date has passed goes live with today's run.
    const late = new Date('2027-05-21T01:00:00Z');
    expect(expectedOf(buildTimeline(published, delivered, late, free)).goes_live).toBe(
      '2027-05-21',
    );
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
      expect(steps.every((s) => s.expected === null && s.state !== 'current')).toBe(true);
    }
  });
});
