// Tabs over a list (current and archive): the tab bar, and only the chosen tab's panel drawn (the others stay empty
// until chosen), as the delivery lists and the order days show them.
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListTabsProps<T extends string> {
  tabs: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: string | null) => void;
  /** The chosen tab's panel. */
  children: (tab: T) => ReactNode;
}

export function ListTabs<T extends string>({ tabs, labels, value, onChange, children }: ListTabsProps<T>) {
  return (
    <Tabs value={value} onChange={onChange} keepMounted={false} mt="xl">
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {labels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {tab === value && children(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
