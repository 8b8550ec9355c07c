// The dry run: who gets what, who is skipped (already has a standing order that day, or is on pause, with the
// reason) and who cannot, and why.
import { List, Stack, Text } from '@mantine/core';
import { countPlan, countsText, fullName, OPTION_LABELS } from '../bulk-order';
import type { BulkOrderAnswer, StandingCustomer } from '../types';

export function PlanPreview({ answer, customers }: { answer: BulkOrderAnswer; customers: StandingCustomer[] }) {
  const names = new Map(customers.map((c) => [c.id, fullName(c)]));
  return (
    <Stack gap="sm" data-testid="plan-preview">
      {answer.plan.length > 0 && (
        <div>
          <Text fw={500}>Krijgen een bestelling ({countsText(countPlan(answer))}):</Text>
          <List>
            {answer.plan.map((line) => (
              <List.Item key={line.klant}>
                {line.naam}: {line.hoeveelheid} × {OPTION_LABELS[line.bezorg_optie]}
                {line.mailen ? ', krijgt een e-mail' : ''}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {answer.overgeslagen.length > 0 && (
        <div>
          <Text fw={500}>Overgeslagen (hebben al een vaste-klantbestelling voor deze besteldag):</Text>
          <List>
            {answer.overgeslagen.map((id) => (
              <List.Item key={id}>{names.get(id) ?? `Klant ${id}`}</List.Item>
            ))}
          </List>
        </div>
      )}
      {(answer.gepauzeerd ?? []).length > 0 && (
        <div>
          <Text fw={500}>Overgeslagen (gepauzeerd):</Text>
          <List>
            {(answer.gepauzeerd ?? []).map((line) => (
              <List.Item key={line.klant}>
                {line.naam}: {line.reden}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {answer.niet_mogelijk.length > 0 && (
        <div>
          <Text fw={500} c="red.9">
            Kunnen geen bestelling krijgen:
          </Text>
          <List>
            {answer.niet_mogelijk.map((line) => (
              <List.Item key={line.klant}>
                {line.naam}: {line.reden}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {answer.plan.length === 0 && answer.niet_mogelijk.length === 0 && (
        <Text>Er is niets aan te maken: alle gekozen klanten hebben al een bestelling voor deze besteldag.</Text>
      )}
    </Stack>
  );
}
