// The editor's link button: asks for the target in a dialog and accepts only mailto:, https:, http: and tel:.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { checkLinkTarget } from './link-target';

export function LinkControl({ editor }: { editor: Editor | null }) {
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    const current: unknown = editor?.getAttributes('link').href;
    setTarget(typeof current === 'string' ? current : '');
    setError(null);
    setOpened(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const check = checkLinkTarget(target);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setOpened(false);
    if (!editor) return;
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: check.href, marks: [{ type: 'link', attrs: { href: check.href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: check.href }).run();
    }
  };

  return (
    <>
      <RichTextEditor.Control
        onClick={open}
        active={editor?.isActive('link') ?? false}
        aria-label="Link invoegen"
        title="Link invoegen"
      >
        <IconLink size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Link invoegen" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Adres van de link"
              description="Begint met https://, http://, mailto: of tel:"
              placeholder="https://www.voorbeeld.nl"
              value={target}
              onChange={(event) => {
                setTarget(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Annuleren
              </Button>
              <Button type="submit">Link opslaan</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
