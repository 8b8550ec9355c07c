// The vacancy list (spec doc 1, section 4): the visible vacancies, or 'Op dit moment staan er geen vacatures open.'
import { Anchor, List, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSettings } from '../../../lib/settings';
import { isExternalLink, NO_VACANCIES, vacancyHref, visibleVacancies } from '../vacancies';

export function VacancyList() {
  const settings = useSettings();
  const vacancies = settings.data ? visibleVacancies(settings.data.variables) : [];
  return (
    <section aria-labelledby="vacatures-kop" data-testid="vacancy-list">
      <Title order={2} size="h3" id="vacatures-kop" mb="xs">
        Vacatures
      </Title>
      {!settings.data && <Skeleton height={20} width="60%" />}
      {settings.data && vacancies.length === 0 && <Text>{NO_VACANCIES}</Text>}
      {vacancies.length > 0 && (
        <List spacing="xs">
          {vacancies.map((vacancy) => {
            const href = vacancyHref(vacancy);
            const title = vacancy.title || `Vacature ${vacancy.index}`;
            return (
              <List.Item key={vacancy.index}>
                {isExternalLink(href) ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer">
                    {title}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={href}>
                    {title}
                  </Anchor>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </section>
  );
}
