import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '@soundpost/contracts/billing';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useCheckout, useDecideCheckout } from '../api/billing.ts';
import { formatPrice } from '../../../lib/money.ts';

/**
 * `/billing/sandbox/:id`: the built-in sandbox provider's checkout (decision 029), clearly
 * labelled as taking no real money. The user confirms or declines the payment request.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation(['plans', 'errors']);
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sandbox-title">
        <Stack gap="md">
          <Badge color="yellow" variant="filled" autoContrast size="lg">
            {t('sandbox.label')}
          </Badge>
          <Title order={1} size="h2" id="sandbox-title">
            {t('sandbox.title')}
          </Title>
          <Text c="dimmed">{t('sandbox.intro')}</Text>
          {checkout.isPending ? (
            <Loader role="progressbar" aria-label={t('common:loading')} />
          ) : checkout.isError ? (
            <Alert color="red" variant="light" role="alert" title={t('sandbox.loadFailed')}>
              {errorMessage(checkout.error)}
            </Alert>
          ) : (
            <Decision checkout={checkout.data} />
          )}
        </Stack>
      </Card>
    </Container>
  );
}

function Decision({ checkout }: { checkout: Checkout }) {
  const { t, i18n } = useTranslation(['plans', 'errors']);
  const decide = useDecideCheckout(checkout.id);
  const amount = formatPrice(checkout, i18n.language);
  const item = t(`invoice.kinds.${checkout.kind}`, { plan: t(`names.${checkout.plan}`) });
  if (checkout.status === 'paid') {
    return (
      <Stack gap="sm">
        <Alert color="teal" variant="light" role="status">
          {t('sandbox.paid')}
        </Alert>
        <LinkButton to={paths.account.subscription.getHref()}>
          {t('sandbox.toSubscription')}
        </LinkButton>
      </Stack>
    );
  }
  if (checkout.status !== 'open') {
    return (
      <Stack gap="sm">
        <Alert color="gray" variant="light" role="status">
          {t(checkout.status === 'declined' ? 'sandbox.declined' : 'sandbox.closed')}
        </Alert>
        <LinkButton to={paths.upgrade.getHref()} variant="default">
          {t('sandbox.toPlans')}
        </LinkButton>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text>{item}</Text>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('sandbox.amount')}
          </Text>
          <Text fw={700} data-testid="sandbox-amount">
            {amount}
          </Text>
        </Stack>
      </Group>
      {decide.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(decide.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => decide.mutate(false)} disabled={decide.isPending}>
          {t('sandbox.decline')}
        </Button>
        <Button onClick={() => decide.mutate(true)} loading={decide.isPending}>
          {t('sandbox.confirm', { amount })}
        </Button>
      </Group>
    </Stack>
  );
}
