// meedoen/werken-bij/<vacature>: the vacancy's text when it is visible and non-empty, else 'Geen vacature
// gevonden'; without a parameter the browser goes back one page (spec doc 1, section 4).
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageCarousel } from '../../../components/page-carousel';
import { PageHeading } from '../../../components/page-heading';
import { useSettings } from '../../../lib/settings';
import { VACANCY_NOT_FOUND, vacancyPageState } from '../vacancies';

export function VacancyPage() {
  const { vacature } = useParams();
  const navigate = useNavigate();
  const settings = useSettings();
  const state = settings.data ? vacancyPageState(settings.data.variables, vacature) : undefined;

  useEffect(() => {
    if (state?.kind !== 'back') return;
    // Back one page; opened directly (no page to go back to), the list of vacancies instead.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/meedoen/werken-bij', { replace: true });
  }, [state?.kind, navigate]);

  if (settings.status === 'error') return <LoadError onRetry={settings.retry} error={settings.error} />;
  if (!state || state.kind === 'back') return <PageSkeleton lines={5} />;
  const back = (
    <Button component={Link} to="/meedoen/werken-bij" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Alle vacatures
    </Button>
  );
  if (state.kind === 'not-found') {
    return (
      <Stack gap="md" maw={760} align="flex-start">
        <PageHeading title="Vacature" />
        <Text data-testid="vacancy-not-found">{VACANCY_NOT_FOUND}</Text>
        {back}
      </Stack>
    );
  }
  const { vacancy } = state;
  return (
    <Stack gap="md" maw={760} align="flex-start">
      <PageHeading title={vacancy.title || `Vacature ${vacancy.index}`} description="Vacature bij Stichting De Soepketel." />
      <PageCarousel category="meedoen_vacature" label="Werken bij De Soepketel" />
      <HtmlText html={vacancy.text} />
      {back}
    </Stack>
  );
}
