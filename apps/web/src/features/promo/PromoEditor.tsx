import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorView } from '@codemirror/view';
import { PROMO_PLACEHOLDERS } from '@emas/domain';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** spec 000 §2: the editor is 500 px tall and its dropdown 300 px. */
export const EDITOR_HEIGHT = '500px';
export const DROPDOWN_HEIGHT = '300px';

type Props = { value: string; onChange: (value: string) => void; label: string };

/**
 * The promo message editor (CodeMirror, loaded with this screen only): typing ':' offers the customer code,
 * customer name and birth date; choosing one writes `{kode_customer}`, `{nama_customer}` or `{tgl_lahir}`.
 */
export function PromoEditor({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const extensions = useMemo(() => {
    const placeholders = (context: CompletionContext): CompletionResult | null => {
      const typed = context.matchBefore(/:\w*/);
      if (!typed) return null;
      return {
        from: typed.from,
        options: PROMO_PLACEHOLDERS.map((p) => ({ label: `:${p.key}`, detail: t(`promo.placeholders.${p.key}`), apply: `{${p.key}}`, type: 'variable' })),
        validFor: /^:\w*$/,
      };
    };
    return [
      autocompletion({ override: [placeholders], activateOnTyping: true, icons: false }),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'promo-editor' }),
      EditorView.theme({ '.cm-tooltip-autocomplete > ul': { maxHeight: DROPDOWN_HEIGHT }, '.cm-content': { fontFamily: 'inherit' } }),
    ];
  }, [t, label]);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      height={EDITOR_HEIGHT}
      extensions={extensions}
      basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false, autocompletion: false }}
    />
  );
}
