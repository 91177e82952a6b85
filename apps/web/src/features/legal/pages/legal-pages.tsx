import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegalPage } from '@soundpost/contracts/legal';
import { errorMessage } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { isPrerendered } from '../../../lib/prerendered.ts';
import { legalPagePaths } from '@soundpost/contracts/legal-paths';
import { useLegalDocument } from '../api/get-legal-document.ts';
import { MarkdownText } from '../components/markdown-text.tsx';

/** One legal page in the interface language: the operator's text, else the default. */
function LegalDocumentPage({ page }: { page: LegalPage }) {
  const { t } = useTranslation(['common', 'errors']);
  const document = useLegalDocument(page, currentLanguage(), isPrerendered(legalPagePaths[page]));
  return (
    <Container size="md" py="xl">
      {document.isPending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={40} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : document.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('legal.loadFailed')}>
          {errorMessage(document.error)}
        </Alert>
      ) : (
        <article lang={document.data.lang}>
          <MarkdownText markdown={document.data.markdown} />
        </article>
      )}
    </Container>
  );
}

/** /terms-and-conditions */
export function TermsPage() {
  return <LegalDocumentPage page="terms" />;
}

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage page="privacy" />;
}

/** /cookie-policy */
export function CookiePolicyPage() {
  return <LegalDocumentPage page="cookies" />;
}
