// The one rich-text editor of the back office (product descriptions, later the settings texts): Mantine's
// RichTextEditor on Tiptap (StarterKit + Link) with Dutch labels. Its styles are imported here, so only the lazy
// admin chunks that use the editor load them. The HTML it produces is sanitised again by the server.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { isAllowedLinkTarget } from './link-target';
import { LinkControl } from './link-control';
import classes from './rich-text-editor.module.css';

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Vet',
  italicControlLabel: 'Cursief',
  underlineControlLabel: 'Onderstrepen',
  strikeControlLabel: 'Doorhalen',
  h2ControlLabel: 'Kop 2',
  h3ControlLabel: 'Kop 3',
  h4ControlLabel: 'Kop 4',
  bulletListControlLabel: 'Lijst met opsommingstekens',
  orderedListControlLabel: 'Genummerde lijst',
  blockquoteControlLabel: 'Citaat',
  linkControlLabel: 'Link invoegen',
  unlinkControlLabel: 'Link verwijderen',
  clearFormattingControlLabel: 'Opmaak wissen',
  undoControlLabel: 'Ongedaan maken',
  redoControlLabel: 'Opnieuw doen',
};

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start with; later changes of this prop replace the content only when it differs. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  description?: string;
}

export function RichTextEditor({ label, value, onChange, error, description }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        isAllowedUri: (url) => isAllowedLinkTarget(url),
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // Accessible description and error state follow the props.
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (error) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, describedBy, error]);

  // A new value from outside (for example after loading) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <Input.Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <MantineRichTextEditor
        editor={editor}
        labels={LABELS}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineRichTextEditor.Toolbar role="toolbar" aria-label={`Opmaak ${label.toLowerCase()}`}>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.H4 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <LinkControl editor={editor} />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content className={classes.content} />
      </MantineRichTextEditor>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
