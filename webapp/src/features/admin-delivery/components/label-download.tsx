// Container labels of the delivery day (issue 27): the sheet from the list, the first free position on a half-used
// sheet, one label per order or per bak; the PDF comes in packing order (route order per delivery list).
import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { downloadLabels, getLabelSheets, type LabelSheet, type LabelsPer } from '../api/kitchen';
import { DownloadButton } from './download-button';

export function LabelDownload({ dayId }: { dayId: number }) {
  const [sheets, setSheets] = useState<LabelSheet[]>([]);
  const [sheet, setSheet] = useState('3x7');
  const [start, setStart] = useState(1);
  const [per, setPer] = useState<LabelsPer>('bestelling');

  useEffect(() => {
    getLabelSheets().then(setSheets, () => setSheets([]));
  }, []);

  const last = sheets.find((s) => s.name === sheet)?.per_page ?? 21;
  const position = Math.min(Math.max(1, start), last);

  return (
    <Stack gap="xs" component="section" aria-labelledby="etiketten-titel">
      <Text fw={600} id="etiketten-titel">
        Etiketten voor de bakken
      </Text>
      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label="Etiketvel"
          data={sheets.map((s) => ({ value: s.name, label: s.description }))}
          value={sheet}
          onChange={(value) => value && setSheet(value)}
          allowDeselect={false}
          w={260}
        />
        <NumberInput
          label="Eerste vrije positie"
          description={`1 = linksboven, tot ${last}`}
          min={1}
          max={last}
          value={position}
          onChange={(value) => setStart(typeof value === 'number' ? value : 1)}
          w={170}
        />
        <SegmentedControl
          aria-label="Een etiket per"
          value={per}
          onChange={(value) => setPer(value === 'bak' ? 'bak' : 'bestelling')}
          data={[
            { value: 'bestelling', label: 'Per bestelling' },
            { value: 'bak', label: 'Per bak' },
          ]}
        />
        <DownloadButton
          label="Etiketten (PDF)"
          fetchFile={(onProgress) => downloadLabels(dayId, { sheet, start: position, per }, onProgress)}
        />
      </Group>
    </Stack>
  );
}
