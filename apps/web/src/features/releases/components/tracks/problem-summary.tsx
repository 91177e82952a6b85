import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trackFieldSummary } from '../../utils/field-messages.ts';
import type { TrackProblem } from '../../utils/track-problems.ts';

/** The id of a track's field, so the error summary can lead to it. */
export const trackFieldId = (trackId: string, path: string) => `track-${trackId}-${path}`;

/**
 * The tracks step's error summary: one line per field that holds an error, naming the track
 * and the field, each a link that moves the focus to that field. Worked out from the form as
 * it is, so a fixed field leaves the list at once.
 */
export function ProblemSummary({
  problems,
  noTracks,
}: {
  problems: TrackProblem[];
  noTracks: boolean;
}) {
  const { t } = useTranslation('wizard');
  if (noTracks) {
    return <Alert color="red" variant="light" role="alert" title={t('messages.noTracks')} />;
  }
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('tracks.problemsTitle', { count: problems.length })}
    >
      <List size="sm" spacing={4}>
        {problems.map((p) => {
          const id = p.trackId ? trackFieldId(p.trackId, p.path) : '';
          return (
            <List.Item key={`${p.trackId}-${p.path}`}>
              <Anchor
                href={`#${id}`}
                size="sm"
                onClick={(event) => {
                  const field = document.getElementById(id);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: 'center' });
                }}
              >
                {t('tracks.trackN', { n: p.n })}: {trackFieldSummary(p.path, p.code, p.params)}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
