import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/forms.ts';
import { notify } from '../../../../lib/notify.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import {
  useSubmitRelease,
  type Agreements,
  type SubmissionProblem,
} from '../../api/submit-release.ts';
import { fieldOfProblem, stepOfProblem } from '../../utils/problem-steps.ts';
import { ArtistFindings } from './artist-findings.tsx';
import { ReviewSummary } from './review-summary.tsx';
import { stepHref } from './wizard-shell.tsx';

const agreementKeys = ['rights', 'noInfringement', 'terms'] as const;

/** The full summary, the three agreements, and Submit with every problem the server lists. */
export function ReviewStep({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation(['wizard', 'errors']);
  const navigate = useNavigate();
  const submit = useSubmitRelease(release.id);
  const [agreements, setAgreements] = useState<Agreements>({
    rights: false,
    noInfringement: false,
    terms: false,
  });
  const [missing, setMissing] = useState(false);
  const [problems, setProblems] = useState<SubmissionProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const trackLabel = (trackId: string | undefined) => {
    const index = release.tracks.findIndex((tr) => tr.id === trackId);
    if (index < 0) return '';
    const title = release.tracks[index]?.title;
    return `${title ? t('tracks.trackNamed', { n: index + 1, title }) : t('tracks.trackN', { n: index + 1 })}: `;
  };
  const problemText = (p: SubmissionProblem) => {
    if (p.code === 'banned_words' && p.params?.words) {
      const where = p.trackId ? '' : `${t('basic.releaseTitle')}: `;
      return `${where}${t('messages.bannedWord', p.params)}`;
    }
    return i18n.exists(`errors:${p.code}`)
      ? t(`errors:${p.code}`, p.params ?? {})
      : t('errors:submission_incomplete');
  };
  const fixHref = (p: SubmissionProblem) => {
    const field = fieldOfProblem(p);
    return `${stepHref(release.id, stepOfProblem(p))}${field ? `#${field}` : ''}`;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblems([]);
        setFailure(null);
        if (!agreementKeys.every((k) => agreements[k])) return setMissing(true);
        setMissing(false);
        submit.mutate(agreements, {
          onSuccess: (detail) => {
            notify({ color: 'teal', message: t('review.submitted') });
            void navigate(paths.releases.detail.getHref(detail.id), { replace: true });
          },
          onError: (error) => {
            if (isApiError(error) && error.problems.length > 0)
              setProblems(error.problems as SubmissionProblem[]);
            else if (
              isApiError(error) &&
              error.status !== 0 &&
              error.status < 500 &&
              i18n.exists(`errors:${error.code}`)
            )
              setFailure(`${t('messages.submitFailed')} ${errorMessage(error)}`);
            else setFailure(t('messages.submitFailed'));
          },
        });
      }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('review.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('review.intro')}
          </Text>
        </Stack>
        <ArtistFindings releaseId={release.id} />
        <ReviewSummary release={release} />
        <Card
          withBorder
          radius="lg"
          padding="md"
          component="fieldset"
          aria-describedby={missing ? 'agreements-error' : undefined}
          style={{ margin: 0 }}
        >
          <Title order={3} size="h5" component="legend" mb="xs">
            {t('review.agreements')}
          </Title>
          <Stack gap="sm">
            {agreementKeys.map((key) => (
              <Checkbox
                key={key}
                checked={agreements[key]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setAgreements((a) => ({ ...a, [key]: checked }));
                }}
                label={t(`review.${key}`)}
                required
              />
            ))}
          </Stack>
        </Card>
        {missing ? (
          <Alert
            id="agreements-error"
            color="red"
            variant="light"
            role="alert"
            title={t('messages.agreements')}
          />
        ) : null}
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert" title={t('review.problemsTitle')}>
            <List size="sm" spacing={4}>
              {problems.map((p, i) => (
                <List.Item key={`${p.code}-${p.trackId ?? ''}-${i}`}>
                  {trackLabel(p.trackId)}
                  {problemText(p)}{' '}
                  {stepOfProblem(p) !== 'review' ? (
                    <Anchor component={Link} to={fixHref(p)} size="sm" underline="always">
                      {t('review.fixIt')}
                    </Anchor>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {failure ? <Alert color="red" variant="light" role="alert" title={failure} /> : null}
        <Group justify="space-between">
          <Button component={Link} to={stepHref(release.id, 'distribution')} variant="default">
            {t('back')}
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
