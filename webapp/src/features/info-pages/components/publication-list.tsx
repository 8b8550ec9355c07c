// The organisation page's yearly publications: a PDF link for each file a manager uploaded (settings variables
// of type file_upload, see docs/decisions/0014-picture-library-and-public-site.md).
import { Anchor, List, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { findVariable, useSettings } from '../../../lib/settings';

export const PUBLICATIONS = [
  { key: 'publicatie_anbi_formulier', label: 'ANBI-formulier' },
  { key: 'publicatie_activiteitenverslag', label: 'Activiteitenverslag' },
  { key: 'publicatie_jaarrekening', label: 'Jaarrekening' },
  { key: 'publicatie_beleidsplan', label: 'Beleidsplan' },
] as const;

export function PublicationList() {
  const settings = useSettings();
  if (!settings.data) return null;
  const year = String(findVariable(settings.data, 'publicaties_jaar') ?? '').trim();
  return (
    <List spacing="xs" data-testid="publications" aria-label="Publicaties">
      {PUBLICATIONS.map((publication) => {
        const value = String(findVariable(settings.data, publication.key) ?? '').trim();
        const href = isDocumentAddress(value) ? value : '';
        const label = year ? `${publication.label} ${year}` : publication.label;
        return (
          <List.Item key={publication.key} icon={<IconFileTypePdf size={18} aria-hidden />}>
            {href ? (
              <Anchor href={href} target="_blank" rel="noopener">
                {label} (pdf)
              </Anchor>
            ) : (
              <Text span>
                {label}: op aanvraag verkrijgbaar
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}

/** An address on this site (/web/publicatie/..., /documenten/...) or an https address; nothing else is linked. */
export function isDocumentAddress(value: string): boolean {
  return (/^\/[^/\\]/.test(value) || /^https:\/\//i.test(value)) && !/\s/.test(value);
}
