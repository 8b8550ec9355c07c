// The phone version of a list (below the 'sm' breakpoint): one card per record with its fields and full-size
// 'Aanpassen' / 'Verwijderen' buttons, instead of a table that would have to scroll sideways.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import classes from './areas.module.css';

export interface RecordCard {
  id: number;
  title: string;
  /** How the record is named for screen readers, e.g. 'Postcode 3500 AA – 3585 ZZ'. */
  name: string;
  fields: { label: string; value: ReactNode }[];
}

interface RecordCardsProps {
  label: string;
  cards: RecordCard[];
  emptyText: string;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

export function RecordCards({ label, cards, emptyText, onEdit, onDelete }: RecordCardsProps) {
  if (cards.length === 0) {
    return (
      <Text c="dimmed" hiddenFrom="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label={label} className={classes.cards}>
      {cards.map((card) => (
        <Paper key={card.id} component="li" withBorder p="sm" radius="md">
          <Title order={3} size="h5" mb={6}>
            {card.title}
          </Title>
          <dl className={classes.fields}>
            {card.fields.map((field) => (
              <Fragment key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </Fragment>
            ))}
          </dl>
          <Group gap="xs" mt="sm" grow>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={`${card.name} aanpassen`}
              onClick={() => onEdit(card.id)}
            >
              Aanpassen
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={`${card.name} verwijderen`}
              onClick={() => onDelete(card.id)}
            >
              Verwijderen
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
