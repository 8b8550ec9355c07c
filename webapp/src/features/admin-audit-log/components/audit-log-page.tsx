// Logboek (admin/logboek, managers only; docs/decisions/0020-audit-trail.md): who changed what in the back office,
// newest first, filtered by onderdeel and medewerker; a table on wide screens, cards on a phone. Page and filters
// live in the URL (?page, ?type, ?user).
import { Button, Group, Select, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PagedList, usePagedList } from '../../../components/paged-list';
import { RecordCard, RecordList } from '../../../components/record-list';
import { useQuery } from '../../../lib/query';
import { formatUtcIsoMoment } from '../../../lib/rules/business-time';
import { usersQuery } from '../../../lib/users';
import { getAuditLog } from '../api/audit-log';
import {
  ACTION_LABELS,
  changeLines,
  readAuditParams,
  subjectText,
  TYPE_LABELS,
  writeAuditParams,
  type AuditEntry,
} from '../audit-log';
import classes from './audit-log.module.css';
import { PrivacyLog } from './privacy-log';

const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));
const actionText = (entry: AuditEntry) => ACTION_LABELS[entry.action] ?? entry.action;

export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readAuditParams(searchParams);
  const listKey = writeAuditParams(list).toString();
  const state = usePagedList(listKey, (key, signal) => getAuditLog(readAuditParams(new URLSearchParams(key)), signal));
  const users = useQuery(usersQuery);

  const userOptions = (users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  if (list.user && !userOptions.some((option) => option.value === list.user)) {
    userOptions.push({ value: list.user, label: `Medewerker ${list.user}` });
  }
  const filtered = list.type !== '' || list.user !== '';
  return (
    <>
      <PageHeading title="Logboek" />
      <Text mb="md" maw={720}>
        Wie wat heeft veranderd in de beheeromgeving, met de waarden ervoor en erna. Het nieuwste staat bovenaan.
      </Text>
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <Select
          label="Onderdeel"
          placeholder="Alle onderdelen"
          data={TYPE_OPTIONS}
          value={list.type || null}
          onChange={(value) => setSearchParams(writeAuditParams({ ...list, type: value ?? '', page: 1 }))}
          clearable
          w={220}
        />
        <Select
          label="Medewerker"
          placeholder="Alle medewerkers"
          data={userOptions}
          value={list.user || null}
          onChange={(value) => setSearchParams(writeAuditParams({ ...list, user: value ?? '', page: 1 }))}
          clearable
          searchable
          nothingFoundMessage="Geen medewerker gevonden"
          w={240}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setSearchParams(new URLSearchParams())}>
            Filters wissen
          </Button>
        )}
      </Group>
      <PagedList
        list={state}
        emptyText={filtered ? 'Geen wijzigingen gevonden met deze filters.' : 'Er zijn nog geen wijzigingen vastgelegd.'}
        onPage={(value) => setSearchParams(writeAuditParams({ ...list, page: value }))}
      >
        {(entries) => <AuditRows entries={entries} />}
      </PagedList>
      {state.page !== undefined && <PrivacyLog />}
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <Text size="sm">–</Text>;
  return (
    <ul className={classes.changes}>
      {lines.map((line) => (
        <li key={line.field}>
          <Text span size="sm" fw={600}>
            {line.field}:
          </Text>{' '}
          {line.before !== null && (
            <Text span size="sm" className={line.after !== null ? classes.before : undefined}>
              {line.before}
            </Text>
          )}
          {line.before !== null && line.after !== null && (
            <Text span size="sm">
              {' → '}
            </Text>
          )}
          {line.after !== null && (
            <Text span size="sm">
              {line.after}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

function AuditRows({ entries }: { entries: AuditEntry[] }) {
  return (
    <RecordList
      label="Logboek"
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={760}
      columns={[
        { head: 'Tijd', cell: (entry) => formatUtcIsoMoment(entry.at), nowrap: true },
        { head: 'Medewerker', cell: (entry) => entry.user_name },
        { head: 'Onderdeel', cell: subjectText, nowrap: true },
        { head: 'Actie', cell: actionText },
        { head: 'Wijziging', cell: (entry) => <Changes entry={entry} /> },
      ]}
      card={(entry) => (
        <RecordCard>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>
              {subjectText(entry)} · {actionText(entry)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatUtcIsoMoment(entry.at)}
            </Text>
          </Group>
          <Text size="sm" mb={4}>
            door {entry.user_name}
          </Text>
          <Changes entry={entry} />
        </RecordCard>
      )}
    />
  );
}
